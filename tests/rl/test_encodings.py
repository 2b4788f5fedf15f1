"""The games' observations and masks as numpy arrays: written into a caller's array when it is
the right one, refused with what it should be otherwise, and the action ids round-tripping."""

from __future__ import annotations

from types import ModuleType

import numpy as np
import pytest

import zweiundzwanzig as zz
from zweiundzwanzig import arschloch, big_two

GAMES = [big_two, arschloch]
"""The games with one id a move; the family's ids are the places of the hand (tested below)."""


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.__name__)
def test_a_kept_array_is_written_and_returned(game: ModuleType) -> None:
    m = game.Match(players=4, seed=3)
    view = m.view(m.current_player)
    obs = np.full(game.OBSERVATION_SIZE, 7.0, np.float32)
    mask = np.full(game.ACTIONS, 7, np.int8)
    assert view.observation(obs) is obs and view.action_mask(mask) is mask
    assert np.array_equal(obs, view.observation()) and np.array_equal(mask, view.action_mask())
    assert set(np.unique(mask)) <= {0, 1} and mask.sum() == len(view.legal_moves())
    for mv in view.legal_moves():
        assert mask[view.action_id(mv)] == 1
        assert view.action_move(view.action_id(mv)) == mv


@pytest.mark.parametrize("game", [*GAMES, zz], ids=lambda g: g.__name__)
def test_a_wrong_array_is_refused_with_what_it_should_be(game: ModuleType) -> None:
    view = game.Match(players=4, seed=3).view(0)
    n = game.OBSERVATION_SIZE
    read_only = np.zeros(n, np.float32)
    read_only.flags.writeable = False
    for wrong in [
        np.zeros(n, np.float64),
        np.zeros(n + 1, np.float32),
        np.zeros(2 * n, np.float32)[::2],
        np.zeros((1, n), np.float32),
        read_only,
        [0.0] * n,
    ]:
        with pytest.raises(ValueError, match=f"contiguous numpy array of {n} float32"):
            view.observation(wrong)
    with pytest.raises(ValueError, match=f"of {game.ACTIONS} int8"):
        view.action_mask(np.zeros(game.ACTIONS, np.uint8))


def test_ids_out_of_range_and_cards_that_are_no_move_are_refused() -> None:
    for game in GAMES:
        view = game.Match(players=4, seed=3).view(0)
        with pytest.raises(ValueError, match="action ids run from 0"):
            view.action_move(game.ACTIONS)
        with pytest.raises(ValueError, match="action ids run from 0"):
            view.action_move(-1)
        with pytest.raises(
            ValueError, match=r"action ids run from 0 .*, not 1180591620717411303424"
        ):
            view.action_move(2**70)
        with pytest.raises(ValueError, match="not a larger number"):
            view.action_move(2**200)
    with pytest.raises(zz.IllegalMoveError, match="no play of any rule set"):
        big_two.Match(players=4, seed=3).view(0).action_id("3d 4c 5d 7d 9d")
    with pytest.raises(zz.IllegalMoveError, match="no set of one rank"):
        arschloch.Match(players=4, seed=3).view(0).action_id("5 6")


def test_a_family_id_is_the_places_of_the_hand_its_move_takes() -> None:
    for seed in range(20):
        m = zz.Match(players=5, rules="sechsundzwanzig", seed=seed)
        for _ in range(seed * 3):
            m.apply(m.legal_moves()[-1])
        view = m.view(m.current_player)
        mask = np.full(zz.ACTIONS, 7, np.int8)
        assert view.action_mask(mask) is mask and set(np.unique(mask)) <= {0, 1}
        legal = view.legal_moves()
        assert mask.sum() == len(legal)
        for mv in legal:
            assert mask[view.action_id(mv)] == 1
            assert view.action_move(view.action_id(mv)) == mv
        assert view.action_id(view.hand[-1]) == 1, "bit 0: the lowest card (last)"
        obs = view.observation()
        assert obs.shape == (zz.OBSERVATION_SIZE,) and obs[:182].sum() == len(view.hand)


def test_family_ids_that_are_no_move_are_refused_with_why() -> None:
    m = zz.Match(players=4, seed=1)
    view = m.view(m.current_player)  # A K K 8 3 2 2, in the exchange
    with pytest.raises(ValueError, match="action 32 is no move of the hand"):
        view.action_move(0b100000)
    with pytest.raises(ValueError, match="places 0 to 6"):
        view.action_move(1 << 7)
    with pytest.raises(ValueError, match="action ids run from 0 to 8191, not 8192"):
        view.action_move(zz.ACTIONS)
    with pytest.raises(zz.IllegalMoveError, match="not in the hand"):
        view.action_id("Q")
    assert view.action_move(0).cards == () and view.action_move(0).kind == "exchange"


@pytest.mark.parametrize("game", [*GAMES, zz], ids=lambda g: g.__name__)
def test_match_encode_and_apply_action_are_the_views_in_one_call(game: ModuleType) -> None:
    m = game.Match(players=3, seed=4)
    for _ in range(40):
        if m.is_over:
            break
        p = m.current_player
        view = m.view(p)
        obs, mask = m.encode(p)
        assert np.array_equal(obs, view.observation())
        assert np.array_equal(mask, view.action_mask())
        kept = (np.zeros_like(obs), np.zeros_like(mask))
        assert all(a is b for a, b in zip(m.encode(p, *kept), kept, strict=True))
        before = m.clone()
        assert not m.apply_action(np.int64(np.flatnonzero(mask == 0)[0]))
        assert m == before, "an id the mask does not allow changes nothing"
        legal = int(np.flatnonzero(mask)[-1])
        assert m.apply_action(legal) and m != before
    with pytest.raises(IndexError, match="player 3 is not at this table"):
        m.encode(3)
    with pytest.raises(ValueError, match="action ids run from 0"):
        m.apply_action(game.ACTIONS)
    with pytest.raises(ValueError, match="int8"):
        m.encode(0, None, np.zeros(game.ACTIONS, np.int16))


@pytest.mark.parametrize("game", [*GAMES, zz], ids=lambda g: g.__name__)
def test_a_batch_is_the_matches_encoded_one_by_one(game: ModuleType) -> None:
    matches = [game.Match(players=2 + s % 3, seed=s) for s in range(12)]
    obs, masks = game.encode_batch(matches)
    assert obs.shape == (12, game.OBSERVATION_SIZE) and masks.shape == (12, game.ACTIONS)
    for row, m in enumerate(matches):
        expected = m.encode(m.current_player)
        assert np.array_equal(obs[row], expected[0]) and np.array_equal(masks[row], expected[1])
    seats = [0] * len(matches)
    kept = (np.full_like(obs, 7.0), np.full_like(masks, 7))
    assert all(a is b for a, b in zip(game.encode_batch(matches, seats, *kept), kept, strict=True))
    assert np.array_equal(kept[0][3], matches[3].encode(0)[0])
    assert game.encode_batch([])[0].shape == (0, game.OBSERVATION_SIZE)


@pytest.mark.parametrize("game", [*GAMES, zz], ids=lambda g: g.__name__)
def test_a_bad_batch_is_refused_with_what_was_wrong(game: ModuleType) -> None:
    matches = [game.Match(players=3, seed=s) for s in range(2)]
    other = big_two if game is not big_two else arschloch
    with pytest.raises(TypeError, match="matches must be zweiundzwanzig"):
        game.encode_batch([*matches, other.Match(players=3, seed=1)])
    with pytest.raises(ValueError, match="2 matches, 1 players"):
        game.encode_batch(matches, [0])
    with pytest.raises(IndexError, match="player 5 is not at this table"):
        game.encode_batch(matches, [0, 5])
    with pytest.raises(ValueError, match=f"2 x {game.OBSERVATION_SIZE} float32"):
        game.encode_batch(matches, None, np.zeros((3, game.OBSERVATION_SIZE), np.float32))
    with pytest.raises(ValueError, match="int8"):
        game.encode_batch(matches, None, None, np.zeros((2, game.ACTIONS), np.float32))
    finished = matches[0]
    while not finished.is_over:
        finished.apply(finished.legal_moves()[0])
    with pytest.raises(ValueError, match="match 0 has nobody to move"):
        game.encode_batch(matches)


def test_a_batch_too_large_to_make_is_a_memory_error_before_anything_is_made() -> None:
    many = [big_two.Match(players=4, seed=1)] * 250_000  # 250,000 x 19,899 int8 masks: 5 GB
    most = 2**32 // (big_two.ACTIONS + 4 * big_two.OBSERVATION_SIZE)
    with pytest.raises(MemoryError, match=f"more than 4 GiB; give at most {most} rows"):
        big_two.encode_batch(many)
