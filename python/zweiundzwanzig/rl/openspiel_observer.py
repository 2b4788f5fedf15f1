"""What a player observes of a state of the OpenSpiel games, for each ``IIGObservationType``
OpenSpiel asks for (``make_py_observer``), as ``open_spiel/python/observation.py`` expects an
observer: a ``tensor`` (and its ``dict`` of named pieces) that ``set_from`` fills, and
``string_from``.

- **Perfect recall** (the information state): the engine's view as JSON, its log included
  (``View.to_json()``); no tensor.
- **Public and private, no recall** (the observation): ``View.observation()`` written straight
  into the tensor; as a string, the view as JSON without its log.
- **Private only**: the player's hand; no tensor.
- **Public only**: the view as JSON without whose view it is, the hand, the log and the
  player's own exchange or discards; no tensor.

Before the deal (the seed's chance nodes) every string is empty and the tensor all 0.
"""

from __future__ import annotations

import json
from typing import Any

import numpy as np
import pyspiel  # type: ignore[import-not-found]

PRIVATE_FIELDS = ("player", "hand", "log", "exchanges", "discards")
"""The fields of a view's JSON that are not public (``exchanges``: Arschloch's, which show the
player's own exchange; ``discards``: the family's)."""


class Observer:
    """One kind of observation of a game's states (see the module documentation)."""

    def __init__(self, iig_obs_type: Any, observation_size: int) -> None:
        private = iig_obs_type.private_info
        if private == pyspiel.PrivateInfoType.ALL_PLAYERS:
            raise ValueError("an observation of every player's private cards is not supported")
        self.public = bool(iig_obs_type.public_info)
        self.private = private == pyspiel.PrivateInfoType.SINGLE_PLAYER
        self.perfect_recall = bool(iig_obs_type.perfect_recall)
        tensor = self.public and self.private and not self.perfect_recall
        self.tensor = np.zeros(observation_size if tensor else 0, np.float32)
        self.dict = {"observation": self.tensor} if tensor else {}

    def set_from(self, state: Any, player: int) -> None:
        """Writes what ``player`` observes of ``state`` into ``tensor``."""
        if not self.tensor.size:
            return
        if state.match is None:
            self.tensor.fill(0)
        else:
            state.match.view(player).observation(out=self.tensor)

    def string_from(self, state: Any, player: int) -> str:
        """What ``player`` observes of ``state``, as a string."""
        if state.match is None:
            return ""
        view = state.match.view(player)
        if self.public and self.private and self.perfect_recall:
            return str(view.to_json())
        if not self.public:
            return " ".join(str(card) for card in view.hand) if self.private else ""
        fields = json.loads(view.to_json())
        hidden = ("log",) if self.private else PRIVATE_FIELDS
        return json.dumps({k: v for k, v in fields.items() if k not in hidden}, sort_keys=True)
