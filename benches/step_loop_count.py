"""The Python step loop for instruction counting: ``WARM`` matches to fill the pool of listed
``Move`` objects, then ``MEASURED`` more, printing the decisions of the measured ones. Under
callgrind the difference of two runs (``MEASURED`` = 0 and 100) divided by the decisions printed
is the steady-state instructions per decision, whatever the machine's load:

    OPENBLAS_NUM_THREADS=1 valgrind --tool=callgrind python benches/step_loop_count.py 300 0
    OPENBLAS_NUM_THREADS=1 valgrind --tool=callgrind python benches/step_loop_count.py 300 100

(``python`` must be the interpreter itself, not a shell shim such as pyenv's; without the
``OPENBLAS_NUM_THREADS`` setting the threads numpy's BLAS starts spin under valgrind and add to
the counts.)
"""

from __future__ import annotations

import sys

from throughput import random_matches

if __name__ == "__main__":
    warm, measured = int(sys.argv[1]), int(sys.argv[2])
    random_matches(0, warm)
    print(random_matches(1000, measured))
