//! Single-observer information-set MCTS: one tree whose nodes are move sequences seen from the
//! searching player's side; each iteration draws a determinization and descends the tree using
//! only the moves legal in it. A child is chosen by UCB1 with its *availability* (how often its
//! move was legal when its parent was reached) in place of the parent's visits; a move not tried
//! yet is tried first. Each node counts the value of the player who made its move. The tree ends
//! where the round ends; the playout and the value come from there.
//!
//! Root-parallel: a fixed number of trees, each seeded from `(seed, tree)` and given an equal
//! share of the iterations, grown on as many threads as asked; their root statistics add up.

use crate::error::EngineError;
use crate::rng::Rng;

use super::{in_parallel, play_out, points_taken, stream, Job, Searchable, Settings, Stats};

/// Salt that keeps the trees' streams apart from PIMC's iteration streams.
const TREE_STREAMS: u64 = 1 << 40;

/// The statistics of each candidate of `job`, summed over the trees.
pub(super) fn search<G: Searchable>(job: &Job<'_, G>) -> Result<Vec<Stats>, EngineError> {
    let trees = job.settings.trees.max(1);
    let share = |k: u32| {
        job.settings
            .iterations
            .map(|n| n / trees + u32::from(k < n % trees))
    };
    let grown = in_parallel(trees as usize, job.pool, |k| {
        grow(job, k as u32, share(k as u32))
    });
    let mut total = vec![Stats::default(); job.candidates.len()];
    for stats in grown {
        for (t, s) in total.iter_mut().zip(&stats?) {
            t.merge(s);
        }
    }
    Ok(total)
}

/// A node: the move that led here, who made it, and the playouts through it.
struct Node<M> {
    mv: M,
    mover: usize,
    stats: Stats,
    available: u32,
    children: Vec<usize>,
}

struct Tree<M> {
    nodes: Vec<Node<M>>,
}

/// Grows tree `k` for `iterations` (or until time is up) and returns its root children's stats.
fn grow<G: Searchable>(
    job: &Job<'_, G>,
    k: u32,
    iterations: Option<u32>,
) -> Result<Vec<Stats>, EngineError> {
    let mut rng = stream(job.settings.seed, TREE_STREAMS + u64::from(k));
    let mut tree = Tree {
        nodes: Vec::with_capacity(1024),
    };
    let root = job.candidates[0];
    tree.nodes.push(Node {
        mv: root,
        mover: job.me,
        stats: Stats::default(),
        available: 0,
        children: Vec::new(),
    });
    let mut done = 0;
    while iterations.is_none_or(|n| done < n) && !job.must_stop() {
        iterate(&mut tree, job, &mut rng)?;
        done += 1;
        job.control.advance(1);
    }
    let stats = job
        .candidates
        .iter()
        .map(|mv| {
            tree.nodes[0]
                .children
                .iter()
                .map(|&c| &tree.nodes[c])
                .find(|n| n.mv == *mv)
                .map_or_else(Stats::default, |n| n.stats)
        })
        .collect();
    Ok(stats)
}

/// One descent: determinize, select and expand, play out, back up.
fn iterate<G: Searchable>(
    tree: &mut Tree<G::Move>,
    job: &Job<'_, G>,
    rng: &mut Rng,
) -> Result<(), EngineError> {
    let start = G::determinize(job.view, job.hidden, rng)?;
    let mut game = start.clone();
    let round = game.rounds();
    let mut path = vec![0usize];
    let mut moves = Vec::new();
    let mut node = 0;
    while let Some(player) = game.current_player() {
        if game.rounds() != round {
            break;
        }
        if node == 0 {
            moves.clear();
            moves.extend_from_slice(job.candidates);
        } else {
            game.candidates(&mut moves);
        }
        let Some((child, fresh)) = select(tree, node, player, &moves, job.settings, rng) else {
            break;
        };
        game.apply_unchecked(tree.nodes[child].mv);
        path.push(child);
        node = child;
        if fresh {
            break;
        }
    }
    play_out(&mut game, job.rollout, rng);
    for &n in &path[1..] {
        let node = &mut tree.nodes[n];
        node.stats.add(
            game.value(node.mover),
            points_taken(&game, &start, node.mover),
        );
    }
    Ok(())
}

/// The child of `node` to descend into among `moves` (the moves legal here), adding children for
/// moves not seen before while the tree has room; `true` when the child had no playout yet.
/// `None` when no child is legal here.
fn select<M: Copy + PartialEq>(
    tree: &mut Tree<M>,
    node: usize,
    mover: usize,
    moves: &[M],
    settings: &Settings,
    rng: &mut Rng,
) -> Option<(usize, bool)> {
    for &mv in moves {
        let known = tree.nodes[node]
            .children
            .iter()
            .any(|&c| tree.nodes[c].mv == mv);
        // The root's children (the candidates) are always kept: they are the answer.
        if !known && (node == 0 || tree.nodes.len() < settings.max_nodes) {
            let id = tree.nodes.len();
            tree.nodes.push(Node {
                mv,
                mover,
                stats: Stats::default(),
                available: 0,
                children: Vec::new(),
            });
            tree.nodes[node].children.push(id);
        }
    }
    let legal: Vec<usize> = tree.nodes[node]
        .children
        .iter()
        .copied()
        .filter(|&c| moves.contains(&tree.nodes[c].mv))
        .collect();
    for &c in &legal {
        tree.nodes[c].available += 1;
    }
    let untried: Vec<usize> = legal
        .iter()
        .copied()
        .filter(|&c| tree.nodes[c].stats.visits == 0)
        .collect();
    if !untried.is_empty() {
        return Some((untried[rng.below(untried.len() as u32) as usize], true));
    }
    let ucb = |c: usize| {
        let n = &tree.nodes[c];
        let visits = f64::from(n.stats.visits);
        n.stats.mean() + settings.exploration * (f64::from(n.available).ln() / visits).sqrt()
    };
    let best = legal.iter().copied().max_by(|&a, &b| {
        ucb(a)
            .partial_cmp(&ucb(b))
            .unwrap_or(std::cmp::Ordering::Equal)
    })?;
    Some((best, false))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn leaf(mv: u8) -> Node<u8> {
        Node {
            mv,
            mover: 0,
            stats: Stats::default(),
            available: 0,
            children: Vec::new(),
        }
    }

    #[test]
    fn a_full_tree_grows_no_more_nodes_below_the_root_but_still_answers_at_the_root() {
        let settings = Settings {
            max_nodes: 2,
            ..Settings::default()
        };
        let mut tree = Tree {
            nodes: vec![leaf(0), leaf(1)],
        };
        tree.nodes[0].children.push(1);
        let mut rng = Rng::seeded(1);
        assert_eq!(select(&mut tree, 1, 0, &[5, 6], &settings, &mut rng), None);
        assert_eq!(tree.nodes.len(), 2, "no node past the limit");
        let (child, fresh) = select(&mut tree, 0, 0, &[1, 7], &settings, &mut rng).unwrap();
        assert!(fresh);
        assert_eq!(
            tree.nodes.len(),
            3,
            "the root's candidates are always added"
        );
        assert!(tree.nodes[0].children.contains(&child));
    }
}
