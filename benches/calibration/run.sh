#!/usr/bin/env bash
# The calibration of Advice.win, end to end (docs/search.md, BENCHMARKS.md "Calibration").
#
#   benches/calibration/run.sh fit   # self-play of every game and table size fitted (seeds from 0),
#                                    # then fit.py writes rust/engine/src/games/*/calibration.rs
#   benches/calibration/run.sh eval  # new self-play and play against heuristic players (seeds from
#                                    # 100,000), with the calibration built in; report.py prints the
#                                    # figures and draws docs/images/calibration_<game>.png
#
# Build the library with the calibration to measure first (pip install .). The decisions go to
# $DATA (benches/calibration/data by default; not kept in git). About 50 minutes for `fit` and 35
# for `eval` on two cores.
set -euo pipefail
cd "$(dirname "$0")/../.."
DATA=${DATA:-benches/calibration/data}
mkdir -p "$DATA"
play() {  # game players matches first-seed opponents tag
    python benches/calibration/selfplay.py "$1" "$2" --matches "$3" --first "$4" \
        --opponents "$5" --out "$DATA/$6_$1_$2.npz"
}
case "${1:-}" in
fit)
    # Matches per table size: more where the table sizes are played most.
    for pm in 2:600 3:400 4:600 5:300 6:300 7:200 8:200; do
        play zweiundzwanzig "${pm%:*}" "${pm#*:}" 0 advisor fit
    done
    for pm in 2:300 3:200 4:300; do play big_two "${pm%:*}" "${pm#*:}" 0 advisor fit; done
    for pm in 2:300 3:200 4:300 5:150 6:150 7:150 8:150 9:150 10:300 11:150; do
        play arschloch "${pm%:*}" "${pm#*:}" 0 advisor fit
    done
    python benches/calibration/fit.py "$DATA"/fit_*.npz
    ;;
eval)
    for p in 2 4; do play zweiundzwanzig "$p" 1000 100000 advisor eval; done
    for p in 2 4; do play big_two "$p" 334 100000 advisor eval; done
    for p in 2 4 10; do play arschloch "$p" 334 100000 advisor eval; done
    play zweiundzwanzig 4 1000 100000 heuristic versus
    play big_two 4 334 100000 heuristic versus
    play arschloch 4 334 100000 heuristic versus
    python benches/calibration/report.py "$DATA"/eval_*.npz "$DATA"/versus_*.npz \
        --plots docs/images
    ;;
*)
    echo "usage: $0 fit|eval" >&2
    exit 2
    ;;
esac
