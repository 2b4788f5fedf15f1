"""The frameworks play what their numbers show exactly: Arschloch's house rules that add a
decision without action ids (the Chef's choice) or views beyond the observation (tables past 11
players, hands past 15 cards) are refused by name, and a game without them plays."""

from __future__ import annotations

import pytest

import zweiundzwanzig as zz
from zweiundzwanzig import arschloch, rl

pytest.importorskip("pettingzoo")

CHOOSING = arschloch.Rules.standard().replace(chef_chooses=True)


@pytest.mark.parametrize("make", [rl.pettingzoo_env, rl.gymnasium_env])
def test_the_chef_s_choice_is_refused_where_a_match_has_an_exchange(make):
    with pytest.raises(zz.RulesError, match="chef_chooses"):
        make(game="arschloch", players=4, rules=CHOOSING)
    env = make(game="arschloch", players=4, rules=CHOOSING.replace(games=1))
    env.reset(seed=1)


@pytest.mark.parametrize("make", [rl.pettingzoo_env, rl.gymnasium_env])
def test_hands_past_fifteen_cards_are_refused(make):
    rules = arschloch.Rules.standard().replace(piles=5, hand_size=22, games=1)
    with pytest.raises(zz.RulesError, match="at most 15 cards, not 22"):
        make(game="arschloch", players=5, rules=rules)


@pytest.mark.parametrize("make", [rl.pettingzoo_env, rl.gymnasium_env])
def test_tables_past_eleven_players_are_refused(make):
    assert arschloch.MAX_PLAYERS > 11
    with pytest.raises(ValueError, match="2 to 11 players"):
        make(game="arschloch", players=12)
