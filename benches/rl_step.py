"""What the framework adapters cost a decision: a view's observation and action mask written
into kept numpy buffers, and a PettingZoo step (``observe`` + ``step``), each timed alone.

``python benches/rl_step.py [--game big_two|arschloch|zweiundzwanzig] [--episodes 300]`` (needs
the ``rl`` extra; all three games when no game is given). The actions are the first legal one,
found outside the timed calls. The step is timed twice, in turns: with new arrays each
``observe`` (the default) and with ``reuse_arrays=True``. The batched form is timed on 1,000
freshly dealt matches (a first decision: Big Two's first lead, the family's exchange, the most
expensive masks of each game) against a Python loop writing the same rows.
"""

from __future__ import annotations

import argparse
import time
import timeit

import numpy as np

from zweiundzwanzig import rl
from zweiundzwanzig.games import game_named


def buffers(game: str, calls: int) -> tuple[float, float]:
    """µs a call of ``observation(out)`` and ``action_mask(out)`` on a dealt view."""
    module = game_named(game).module
    m = module.Match(players=4, seed=1)
    view = m.view(m.current_player)
    obs = np.zeros(module.OBSERVATION_SIZE, np.float32)
    mask = np.zeros(module.ACTIONS, np.int8)
    t_obs = timeit.timeit(lambda: view.observation(obs), number=calls) / calls * 1e6
    t_mask = timeit.timeit(lambda: view.action_mask(mask), number=calls) / calls * 1e6
    return t_obs, t_mask


def batch(game: str, rows: int = 1000, repeat: int = 20) -> tuple[float, float]:
    """µs a row of ``encode_batch`` into kept arrays, and of a Python loop of ``Match.encode``
    writing the same rows, over ``rows`` freshly dealt matches."""
    module = game_named(game).module
    matches = [module.Match(players=4, seed=s) for s in range(rows)]
    obs = np.zeros((rows, module.OBSERVATION_SIZE), np.float32)
    masks = np.zeros((rows, module.ACTIONS), np.int8)

    def loop() -> None:
        for i, m in enumerate(matches):
            m.encode(m.current_player, obs[i], masks[i])

    t_batch = timeit.timeit(lambda: module.encode_batch(matches, None, obs, masks), number=repeat)
    t_loop = timeit.timeit(loop, number=repeat)
    return t_batch / repeat / rows * 1e6, t_loop / repeat / rows * 1e6


def steps(game: str, episodes: int, reuse: bool) -> tuple[float, float, int]:
    """µs a call of ``observe`` and of ``step`` over whole episodes, and the steps timed."""
    env = rl.pettingzoo_env(game=game, players=4, reuse_arrays=reuse)
    observe = step = 0.0
    count = 0
    for episode in range(episodes):
        env.reset(seed=episode)
        while env.agents:
            agent = env.agent_selection
            if env.terminations[agent] or env.truncations[agent]:
                env.step(None)
                continue
            t0 = time.perf_counter()
            obs = env.observe(agent)
            t1 = time.perf_counter()
            action = int(obs["action_mask"].argmax())
            t2 = time.perf_counter()
            env.step(action)
            t3 = time.perf_counter()
            observe += t1 - t0
            step += t3 - t2
            count += 1
    return observe / count * 1e6, step / count * 1e6, count


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--game", choices=["big_two", "arschloch", "zweiundzwanzig"])
    parser.add_argument("--episodes", type=int, default=300)
    args = parser.parse_args()
    for game in [args.game] if args.game else ["big_two", "arschloch", "zweiundzwanzig"]:
        t_obs, t_mask = buffers(game, 200_000)
        print(f"{game}: observation into a kept buffer {t_obs:.3f} us; action mask {t_mask:.3f} us")
        t_batch, t_loop = batch(game)
        print(f"  encode_batch of 1,000 matches: {t_batch:.2f} us a row (a loop: {t_loop:.2f})")
        timed: dict[bool, list[tuple[float, float]]] = {False: [], True: []}
        for _ in range(3):
            for reuse in (False, True):
                t_observe, t_step, count = steps(game, args.episodes // 3, reuse)
                timed[reuse].append((t_observe, t_step))
        for reuse, runs in timed.items():
            t_observe, t_step = min(runs, key=sum)
            print(
                f"  PettingZoo step{' (reuse_arrays)' if reuse else ''}: observe "
                f"{t_observe:.2f} us + step {t_step:.2f} us = {t_observe + t_step:.2f} us "
                f"a decision (best of 3 runs of {count} decisions)"
            )


if __name__ == "__main__":
    main()
