//! Single-observer information-set MCTS: one tree whose nodes are move sequences seen from the
//! searching player's side; each iteration draws a determinization and descends the tree using
//! only the moves legal in it. A child is chosen by UCB1 with its *availability* (how often its
//! move was legal when its parent was reached) in place of the parent's visits; a move not tried
//! yet is tried first. Each node counts the value of the player who made its move. The tree ends
//! where the deal ends; the playout and the value come from there.
//!
//! **Finding a child.** A node keeps its children in the order they were added, and a child is
//! found by its move. A node with few children is scanned; once a node has, or is asked about,
//! [`INDEXED_FROM`] moves or more (a Big Two lead lists hundreds), it keeps an index from move
//! to child beside the list, so that a descent costs a look-up a move instead of a scan of the
//! children. The index only finds children faster: they are added, marked legal and chosen in
//! the same order either way, so the search is the same move for move (a test runs both on the
//! same descents).
//!
//! Root-parallel: a fixed number of trees, each seeded from `(seed, tree)` and given an equal
//! share of the iterations, grown on as many threads as asked; their root statistics add up.

use std::collections::HashMap;
use std::hash::Hash;

use crate::error::EngineError;
use crate::rng::Rng;

use super::{in_parallel, outcome, stream, Job, Searchable, Settings, Stats};

/// Salt that keeps the trees' streams apart from PIMC's iteration streams.
const TREE_STREAMS: u64 = 1 << 40;

/// Moves (children held, or moves legal at a visit) from which a node indexes its children.
pub const INDEXED_FROM: usize = 16;

/// The statistics of each candidate of `job`, summed over the trees.
pub(super) fn search<G: Searchable>(job: &Job<'_, G>) -> Result<Vec<Stats>, EngineError> {
    let trees = job.settings.trees.max(1);
    let share = |k: u32| {
        job.settings
            .iterations
            .map(|n| n / trees + u32::from(k < n % trees))
    };
    let work = job.settings.work.map(|w| w.div_ceil(u64::from(trees)));
    let grown = in_parallel(trees as usize, job.pool, |k| {
        grow(job, k as u32, share(k as u32), work)
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
    /// Each child's place in `children` by its move, once the node is indexed. Boxed: one
    /// pointer in every node instead of a whole map, as few nodes are indexed.
    #[allow(clippy::box_collection)]
    index: Option<Box<HashMap<M, usize>>>,
}

impl<M> Node<M> {
    fn new(mv: M, mover: usize) -> Node<M> {
        Node {
            mv,
            mover,
            stats: Stats::default(),
            available: 0,
            children: Vec::new(),
            index: None,
        }
    }
}

struct Tree<M> {
    nodes: Vec<Node<M>>,
    /// Moves from which a node is indexed ([`INDEXED_FROM`]; tests change it).
    indexed_from: usize,
    /// The children legal at the node being descended from, listed anew at each step (kept, so
    /// that a step allocates no list).
    legal: Vec<usize>,
    /// Which children of an indexed node are legal, by their place (kept, as `legal`).
    marked: Vec<bool>,
}

impl<M: Copy + Eq + Hash> Tree<M> {
    /// A tree of `nodes` (the root first), indexing a node from `indexed_from` moves.
    fn new(nodes: Vec<Node<M>>, indexed_from: usize) -> Tree<M> {
        Tree {
            nodes,
            indexed_from,
            legal: Vec::new(),
            marked: Vec::new(),
        }
    }

    /// The child of `node` reached by `mv`, if there is one.
    fn child(&self, node: usize, mv: M) -> Option<usize> {
        let n = &self.nodes[node];
        match &n.index {
            Some(index) => index.get(&mv).map(|&place| n.children[place]),
            None => n.children.iter().copied().find(|&c| self.nodes[c].mv == mv),
        }
    }

    /// Adds a child of `node` for `mv` (not a child yet) made by `mover`; its place in the list.
    fn add_child(&mut self, node: usize, mv: M, mover: usize) -> usize {
        let id = self.nodes.len();
        self.nodes.push(Node::new(mv, mover));
        let parent = &mut self.nodes[node];
        parent.children.push(id);
        let place = parent.children.len() - 1;
        if let Some(index) = &mut parent.index {
            index.insert(mv, place);
        }
        place
    }

    /// Indexes `node`'s children when it has or is asked about enough moves.
    fn index_if_large(&mut self, node: usize, moves: usize) {
        let n = &self.nodes[node];
        if n.index.is_some() || n.children.len().max(moves) < self.indexed_from {
            return;
        }
        let index = (n.children.iter().enumerate())
            .map(|(place, &c)| (self.nodes[c].mv, place))
            .collect();
        self.nodes[node].index = Some(Box::new(index));
    }
}

/// Grows tree `k` for `iterations` (or until time is up, or its playouts have made `work`
/// moves) and returns its root children's stats.
fn grow<G: Searchable>(
    job: &Job<'_, G>,
    k: u32,
    iterations: Option<u32>,
    work: Option<u64>,
) -> Result<Vec<Stats>, EngineError> {
    let mut rng = stream(job.settings.seed, TREE_STREAMS + u64::from(k));
    let mut tree = Tree::new(Vec::with_capacity(1024), INDEXED_FROM);
    tree.nodes.push(Node::new(job.candidates[0], job.me));
    let mut descent = Descent {
        game: None,
        path: Vec::new(),
        moves: Vec::new(),
    };
    let (mut done, mut moves) = (0, 0u64);
    while iterations.is_none_or(|n| done < n) && work.is_none_or(|w| moves < w) && !job.must_stop()
    {
        moves = moves.saturating_add(iterate(&mut tree, &mut descent, job, &mut rng)?);
        done += 1;
        job.control.advance(1);
    }
    let stats = job
        .candidates
        .iter()
        .map(|&mv| {
            tree.child(0, mv)
                .map_or_else(Stats::default, |c| tree.nodes[c].stats)
        })
        .collect();
    Ok(stats)
}

/// What a descent works on, kept from one descent to the next so that its steps allocate
/// nothing: the match played (a copy of the determinization into it keeps its lists' room), the
/// nodes passed, and the moves legal at a step.
struct Descent<G: Searchable> {
    game: Option<G>,
    path: Vec<usize>,
    moves: Vec<G::Move>,
}

/// One descent: determinize, select and expand, play out, back up. Returns the moves made, the
/// tree's and the playout's, and the draw's work.
fn iterate<G: Searchable>(
    tree: &mut Tree<G::Move>,
    descent: &mut Descent<G>,
    job: &Job<'_, G>,
    rng: &mut Rng,
) -> Result<u64, EngineError> {
    let (start, drawn) = G::determinize_counted(job.view, job.hidden, rng)?;
    let game = match &mut descent.game {
        Some(game) => {
            game.clone_from(&start);
            game
        }
        None => descent.game.insert(start.clone()),
    };
    let deal = game.deals();
    let (path, moves) = (&mut descent.path, &mut descent.moves);
    path.clear();
    path.push(0);
    let mut node = 0;
    while let Some(player) = game.current_player() {
        if game.deals() != deal {
            break;
        }
        if node == 0 {
            moves.clear();
            moves.extend_from_slice(job.candidates);
        } else {
            game.candidates(moves);
        }
        let Some((child, fresh)) = select(tree, node, player, moves, job.settings, rng) else {
            break;
        };
        game.apply_unchecked(tree.nodes[child].mv);
        path.push(child);
        node = child;
        if fresh {
            break;
        }
    }
    let moves = drawn + (path.len() - 1) as u64 + game.play_out(job.me, job.rollout, rng);
    for &n in &path[1..] {
        let node = &mut tree.nodes[n];
        node.stats.add(outcome(game, &start, node.mover));
    }
    Ok(moves)
}

/// The child of `node` to descend into among `moves` (the moves legal here), adding children for
/// moves not seen before while the tree has room; `true` when the child had no playout yet.
/// `None` when no child is legal here.
fn select<M: Copy + Eq + Hash>(
    tree: &mut Tree<M>,
    node: usize,
    mover: usize,
    moves: &[M],
    settings: &Settings,
    rng: &mut Rng,
) -> Option<(usize, bool)> {
    legal_children(tree, node, mover, moves, settings);
    let legal = std::mem::take(&mut tree.legal);
    let chosen = choose(tree, &legal, settings, rng);
    tree.legal = legal;
    chosen
}

/// The child to descend into among the `legal` children, each now one more time available: a
/// child without playouts (drawn at random among them), else the best by UCB1.
fn choose<M>(
    tree: &mut Tree<M>,
    legal: &[usize],
    settings: &Settings,
    rng: &mut Rng,
) -> Option<(usize, bool)> {
    for &c in legal {
        tree.nodes[c].available += 1;
    }
    let untried = || (legal.iter().copied()).filter(|&c| tree.nodes[c].stats.visits == 0);
    let count = untried().count();
    if count > 0 {
        let drawn = untried().nth(rng.below(count as u32) as usize)?;
        return Some((drawn, true));
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

/// The children of `node` whose moves are among `moves`, in the order of the children, listed in
/// `tree.legal`, after adding a child for each move not seen before while the tree has room
/// (the root's children, the candidates, are always added: they are the answer).
fn legal_children<M: Copy + Eq + Hash>(
    tree: &mut Tree<M>,
    node: usize,
    mover: usize,
    moves: &[M],
    settings: &Settings,
) {
    tree.index_if_large(node, moves.len());
    tree.legal.clear();
    let room = |tree: &Tree<M>| node == 0 || tree.nodes.len() < settings.max_nodes;
    if tree.nodes[node].index.is_none() {
        // Few children: scan them.
        for &mv in moves {
            if tree.child(node, mv).is_none() && room(tree) {
                tree.add_child(node, mv, mover);
            }
        }
        let children = &tree.nodes[node].children;
        let legal = (children.iter().copied()).filter(|&c| moves.contains(&tree.nodes[c].mv));
        tree.legal.extend(legal);
        return;
    }
    // Indexed: mark each legal move's child by its place, then read the marks in order.
    let mut marked = std::mem::take(&mut tree.marked);
    marked.clear();
    marked.resize(tree.nodes[node].children.len(), false);
    for &mv in moves {
        let known = tree.nodes[node]
            .index
            .as_ref()
            .and_then(|i| i.get(&mv).copied());
        let place = match known {
            Some(place) => Some(place),
            None if room(tree) => Some(tree.add_child(node, mv, mover)),
            None => None,
        };
        if let Some(place) = place {
            if place >= marked.len() {
                marked.resize(place + 1, false);
            }
            marked[place] = true;
        }
    }
    let children = &tree.nodes[node].children;
    let legal = (children.iter().zip(&marked))
        .filter(|&(_, &legal)| legal)
        .map(|(&c, _)| c);
    tree.legal.extend(legal);
    tree.marked = marked;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::MAX_NODES;

    fn tree(moves: &[u8], indexed_from: usize) -> Tree<u8> {
        let mut tree = Tree::new(
            moves.iter().map(|&mv| Node::new(mv, 0)).collect(),
            indexed_from,
        );
        tree.nodes[0].children.extend(1..moves.len());
        tree
    }

    #[test]
    fn a_full_tree_grows_no_more_nodes_below_the_root_but_still_answers_at_the_root() {
        let settings = Settings {
            max_nodes: 2,
            ..Settings::default()
        };
        for indexed_from in [INDEXED_FROM, 0] {
            let mut tree = tree(&[0, 1], indexed_from);
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

    /// What a tree holds, node by node: the move, the mover, the playouts, the availability and
    /// the children in order.
    fn shape(tree: &Tree<u16>) -> Vec<(u16, usize, Stats, u32, Vec<usize>)> {
        (tree.nodes.iter())
            .map(|n| (n.mv, n.mover, n.stats, n.available, n.children.clone()))
            .collect()
    }

    /// Random descents through a tree over a game of `width` moves, each visit offering a random
    /// subset (duplicates included, up to all of them), the same on both trees.
    fn descents(indexed_from: usize, width: u16, max_nodes: usize, seed: u64) -> Tree<u16> {
        let settings = Settings {
            max_nodes,
            ..Settings::default()
        };
        let mut tree = Tree::new(vec![Node::new(0, 0)], indexed_from);
        let mut rng = Rng::seeded(seed);
        for _ in 0..300 {
            let mut node = 0;
            let mut path = Vec::new();
            for depth in 0..6 {
                let offered = 1 + rng.below(u32::from(width) + 8);
                let moves: Vec<u16> = (0..offered)
                    .map(|_| rng.below(u32::from(width)) as u16)
                    .collect();
                let Some((child, fresh)) =
                    select(&mut tree, node, depth % 3, &moves, &settings, &mut rng)
                else {
                    break;
                };
                path.push(child);
                node = child;
                if fresh {
                    break;
                }
            }
            let value = rng.unit();
            for &n in &path {
                tree.nodes[n].stats.add(crate::search::Outcome {
                    value,
                    win: value,
                    points: 0.0,
                });
            }
        }
        tree
    }

    #[test]
    fn the_index_of_children_selects_exactly_as_the_scan() {
        let mut indexed = 0;
        for seed in 0..12 {
            for (width, max_nodes) in [(3, MAX_NODES), (20, MAX_NODES), (200, MAX_NODES), (60, 50)]
            {
                let scanned = descents(usize::MAX, width, max_nodes, seed);
                for from in [0, 4, INDEXED_FROM] {
                    let tree = descents(from, width, max_nodes, seed);
                    assert_eq!(shape(&tree), shape(&scanned), "seed {seed}, width {width}");
                    indexed += tree.nodes.iter().filter(|n| n.index.is_some()).count();
                }
                assert!(scanned.nodes.iter().all(|n| n.index.is_none()));
            }
        }
        assert!(indexed > 300, "{indexed} nodes indexed");
    }
}
