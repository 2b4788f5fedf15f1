"""`python -m zweiundzwanzig` runs the command line."""

from zweiundzwanzig.cli import main

raise SystemExit(main())
