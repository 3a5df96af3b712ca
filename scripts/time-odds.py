#!/usr/bin/env python3
"""A Hub engine given time odds: runs COMMAND (a Hub engine, e.g. `target/release/dama hub`)
and passes on every line the GUI sends, each `move-time=S` multiplied by ODDS (default 2): the
fixed time a move, not a clock's time and increment.

    ODDS=2 bash scripts/strength.sh pair international \
      'hub:scripts/time-odds.py target/release/dama hub' 'hub:dame hub' 40

Measures what more thinking time would give one side against the same opponent (never part of
the tests)."""
import os
import re
import subprocess
import sys

try:
    odds = float(os.environ.get("ODDS", "2"))
except ValueError:
    sys.exit(f"ODDS={os.environ['ODDS']!r}: not a number (the factor for the move time, e.g. 2)")
if not odds > 0:
    sys.exit(f"ODDS={odds}: the factor for the move time must be above 0")
if len(sys.argv) < 2:
    sys.exit("usage: ODDS=K scripts/time-odds.py COMMAND [ARG...]")
engine = subprocess.Popen(sys.argv[1:], stdin=subprocess.PIPE, text=True, bufsize=1)
for line in sys.stdin:
    line = re.sub(r"move-time=([0-9.]+)", lambda m: "move-time=%.3f" % (float(m.group(1)) * odds), line)
    engine.stdin.write(line)
    engine.stdin.flush()
engine.stdin.close()
sys.exit(engine.wait())
