"""What the browser tests need (Selenium, Chromium and its driver) and what happens without it:
the tests are skipped with the reason, unless ``ZZ_REQUIRE_BROWSER=1`` (CI) makes it a failure."""

from __future__ import annotations

import importlib.util
import os
from typing import NoReturn

import pytest


def unavailable(reason: str, module_level: bool = False) -> NoReturn:
    """Skips the browser tests for ``reason``, or fails them where the browser is required."""
    if os.environ.get("ZZ_REQUIRE_BROWSER") == "1":
        pytest.fail(f"ZZ_REQUIRE_BROWSER=1 but {reason}", pytrace=False)
    pytest.skip(reason, allow_module_level=module_level)


def need_selenium() -> None:
    """Before a test module imports Selenium: skips (or fails) the module without it."""
    if importlib.util.find_spec("selenium") is None:
        unavailable("selenium is not installed (pip install selenium)", module_level=True)
