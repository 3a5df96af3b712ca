//! Opening books: the positions of the first plies of real games (and of any other PDN a developer
//! adds, such as `dama match` self-play), each with how often it was reached, how those games
//! ended and the master's search score. The levels play from it with their own randomness: the
//! weak ones among many moves and for a few plies only, the strong ones the well-tried moves the
//! search finds sound, as deep as the book goes.
//!
//! A book is keyed by [`Position::hash`], so transpositions share their statistics; a move is in
//! the book when the position after it is.
//!
//! The native build carries the books inside; the wasm build leaves them out (the page's first
//! load stays small) and is given a game's book at run time ([`load`], through
//! [`crate::draughts::data`]) before its first search: until then the game has no book.

use std::collections::{HashMap, HashSet};
use std::sync::OnceLock;

use super::varint::{get_varint, put_varint, unzigzag, zigzag};
use crate::common::rng::Rng;
use crate::draughts::notation::pdn::{read_pdn, PdnResult};
use crate::draughts::position::{Color, Position};
use crate::draughts::rules::Variant;
use crate::search::{Limits, Searcher, Style};
use crate::{Game, Move};

/// What the book knows of one position: the games that reached it and the search's score.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Games that reached the position.
    pub games: u32,
    /// Of those, won by White.
    pub white_wins: u32,
    /// Of those, drawn.
    pub draws: u32,
    /// Of those, won by Black.
    pub black_wins: u32,
    /// The master's score for the side to move (hundredths of a man), when the book was scored.
    pub score: Option<i16>,
}

impl Stats {
    /// The points the games gave `color` (a draw is half a point), per game with a result.
    pub fn points_for(&self, color: Color) -> Option<f64> {
        let decided = self.white_wins + self.draws + self.black_wins;
        let wins = match color {
            Color::White => self.white_wins,
            Color::Black => self.black_wins,
        };
        (decided > 0).then(|| (wins as f64 + self.draws as f64 / 2.0) / decided as f64)
    }
}

/// A move of the book in a position, with what the book knows of the position after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Candidate {
    /// The move.
    pub mv: Move,
    /// The position after it.
    pub stats: Stats,
}

/// An opening book for one game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Book {
    variant: Variant,
    entries: Vec<(u64, Stats)>,
}

/// How a level plays from the book: for how many plies of the game, how far below the best
/// search score a move may be, and how strongly the choice follows how often a move was played
/// (weight = games ^ exponent: 0 picks uniformly, 1 in proportion).
struct Taste {
    plies: usize,
    margin: i32,
    exponent: f64,
}

/// The levels' tastes, weakest first.
const TASTES: [Taste; 9] = [
    Taste {
        plies: 2,
        margin: i32::MAX,
        exponent: 0.0,
    },
    Taste {
        plies: 4,
        margin: i32::MAX,
        exponent: 0.25,
    },
    Taste {
        plies: 6,
        margin: 120,
        exponent: 0.4,
    },
    Taste {
        plies: 8,
        margin: 90,
        exponent: 0.5,
    },
    Taste {
        plies: 12,
        margin: 70,
        exponent: 0.6,
    },
    Taste {
        plies: 16,
        margin: 55,
        exponent: 0.7,
    },
    Taste {
        plies: usize::MAX,
        margin: 45,
        exponent: 0.8,
    },
    Taste {
        plies: usize::MAX,
        margin: 38,
        exponent: 0.9,
    },
    Taste {
        plies: usize::MAX,
        margin: 30,
        exponent: 1.0,
    },
];

const MAGIC: &[u8; 4] = b"DBK1";

impl Book {
    /// The game the book is for.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// How many positions it holds.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether it holds no position.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// What the book knows of `pos`.
    pub fn get(&self, pos: &Position) -> Option<&Stats> {
        self.entries
            .binary_search_by_key(&pos.hash(), |e| e.0)
            .ok()
            .map(|i| &self.entries[i].1)
    }

    /// The moves of the book in the current position of `game`, most played first (none when
    /// `game` is of another variant or over).
    pub fn candidates(&self, game: &Game) -> Vec<Candidate> {
        if game.variant() != self.variant || game.result() != crate::GameResult::Ongoing {
            return Vec::new();
        }
        self.candidates_at(game.position())
    }

    /// The move level `level` (1–9) plays from the book in the current position of `game`, its
    /// choice drawn from `rng`; `None` when the position is out of the book or beyond the
    /// level's plies.
    pub fn choose(&self, game: &Game, level: u8, rng: &mut Rng) -> Option<Move> {
        if game.variant() != self.variant || game.result() != crate::GameResult::Ongoing {
            return None;
        }
        self.choose_at(game.position(), game.ply(), level, rng)
    }

    /// The moves of the book in `pos`, a position of its game, most played first.
    pub fn candidates_at(&self, pos: &Position) -> Vec<Candidate> {
        let mut found: Vec<Candidate> = crate::legal_moves(self.variant, pos)
            .iter()
            .filter_map(|mv| {
                let stats = *self.get(&pos.play(mv))?;
                Some(Candidate { mv: *mv, stats })
            })
            .collect();
        found.sort_by_key(|c| std::cmp::Reverse(c.stats.games));
        found
    }

    /// The move level `level` (1–9) plays from the book in `pos`, `ply` plies into a game still
    /// going on, its choice drawn from `rng`; `None` when the position is out of the book or
    /// beyond the level's plies.
    pub fn choose_at(&self, pos: &Position, ply: usize, level: u8, rng: &mut Rng) -> Option<Move> {
        let taste = &TASTES[level.clamp(1, 9) as usize - 1];
        if ply >= taste.plies {
            return None;
        }
        let mut found = self.candidates_at(pos);
        let value = |c: &Candidate| c.stats.score.map(|s| -(s as i32));
        if let Some(best) = found.iter().filter_map(value).max() {
            found.retain(|c| value(c).is_none_or(|v| v >= best.saturating_sub(taste.margin)));
        }
        let weights: Vec<f64> = found
            .iter()
            .map(|c| (c.stats.games as f64).powf(taste.exponent))
            .collect();
        let total: f64 = weights.iter().sum();
        if found.is_empty() || total <= 0.0 {
            return None;
        }
        let mut pick = rng.unit() * total;
        for (c, w) in found.iter().zip(&weights) {
            if pick < *w {
                return Some(c.mv);
            }
            pick -= w;
        }
        found.last().map(|c| c.mv)
    }

    /// The file form: `DBK1`, the game's name, the hash of its start position (a book made with
    /// other hash keys is refused), the entry count, then per entry in hash order the hash
    /// (8 bytes, little-endian), the games, White's wins, the draws, Black's wins and the score
    /// (zigzag, plus one; 0 when unscored) as varints.
    pub fn encode(&self) -> Vec<u8> {
        let mut out = MAGIC.to_vec();
        let name = self.variant.name().as_bytes();
        out.push(name.len() as u8);
        out.extend_from_slice(name);
        out.extend_from_slice(&crate::start_position(self.variant).hash().to_le_bytes());
        put_varint(&mut out, self.entries.len() as u64);
        for (hash, s) in &self.entries {
            out.extend_from_slice(&hash.to_le_bytes());
            for n in [s.games, s.white_wins, s.draws, s.black_wins] {
                put_varint(&mut out, n as u64);
            }
            put_varint(&mut out, s.score.map_or(0, |v| zigzag(v as i64) + 1));
        }
        out
    }

    /// Reads a book written by [`Book::encode`], or says what is wrong with it.
    pub fn decode(data: &[u8]) -> Result<Book, String> {
        let mut at = 0;
        if bytes(data, &mut at, 4)? != MAGIC {
            return Err("not a book file (it does not start with DBK1)".into());
        }
        let len = bytes(data, &mut at, 1)?[0] as usize;
        let name = String::from_utf8_lossy(bytes(data, &mut at, len)?).into_owned();
        let variant = Variant::from_name(&name)
            .ok_or_else(|| format!("book for an unknown game `{name}`"))?;
        if read_u64(data, &mut at)? != crate::start_position(variant).hash() {
            return Err("book made with other position hash keys: build it again".into());
        }
        let count = get_varint(data, &mut at)? as usize;
        let mut entries = Vec::with_capacity(count.min(data.len() / 13));
        for _ in 0..count {
            let hash = read_u64(data, &mut at)?;
            let mut n = [0u32; 4];
            for v in &mut n {
                *v = u32::try_from(get_varint(data, &mut at)?)
                    .map_err(|_| "a game count beyond 32 bits in the book file")?;
            }
            let score = match get_varint(data, &mut at)? {
                0 => None,
                z => Some(
                    i16::try_from(unzigzag(z - 1))
                        .map_err(|_| "a score beyond 16 bits in the book file")?,
                ),
            };
            if entries.last().is_some_and(|(h, _)| *h >= hash) {
                return Err("book entries out of order".into());
            }
            let [games, white_wins, draws, black_wins] = n;
            if white_wins as u64 + draws as u64 + black_wins as u64 > games as u64 {
                return Err(format!("entry {hash:016x} has more results than games"));
            }
            entries.push((
                hash,
                Stats {
                    games,
                    white_wins,
                    draws,
                    black_wins,
                    score,
                },
            ));
        }
        if at != data.len() {
            return Err("bytes left after the book's last entry".into());
        }
        Ok(Book { variant, entries })
    }
}

fn bytes<'a>(data: &'a [u8], at: &mut usize, n: usize) -> Result<&'a [u8], String> {
    let part = data.get(*at..*at + n).ok_or("book file cut short")?;
    *at += n;
    Ok(part)
}

fn read_u64(data: &[u8], at: &mut usize) -> Result<u64, String> {
    let b = bytes(data, at, 8)?;
    Ok(u64::from_le_bytes(b.try_into().expect("8 bytes")))
}

/// Collects the positions of games into a book.
pub struct BookBuilder {
    variant: Variant,
    plies: usize,
    positions: HashMap<u64, (Position, Stats)>,
    /// The moves of every game read, as one hash each: a game read again counts once.
    seen: HashSet<u64>,
    /// Games read into the book.
    pub games: usize,
    /// Games skipped: another game, another start, or unreadable.
    pub skipped: usize,
    /// Games skipped because the same moves were read before (a game in two files, or the
    /// same self-play game played twice by deterministic engines).
    pub duplicates: usize,
}

impl BookBuilder {
    /// A builder for `variant` that takes the positions after each of the first `plies` plies.
    pub fn new(variant: Variant, plies: usize) -> BookBuilder {
        BookBuilder {
            variant,
            plies,
            positions: HashMap::new(),
            seen: HashSet::new(),
            games: 0,
            skipped: 0,
            duplicates: 0,
        }
    }

    /// Adds the games of a PDN text that start from the usual start position.
    pub fn add_pdn(&mut self, text: &str) {
        for read in read_pdn(text, Some(self.variant)) {
            match read {
                Ok(g)
                    if g.variant == self.variant && g.start == crate::start_position(g.variant) =>
                {
                    self.add_game(&g.game, &g.result)
                }
                _ => self.skipped += 1,
            }
        }
    }

    /// Adds the first plies of one game, which ended with `result`, unless a game of the same
    /// moves was added before.
    pub fn add_game(&mut self, game: &Game, result: &PdnResult) {
        let moves = game.moves();
        let mut pos = *game.start();
        let mut fingerprint = moves.len() as u64;
        for mv in moves {
            pos = pos.play(mv);
            fingerprint = crate::common::rng::splitmix(fingerprint ^ pos.hash());
        }
        if !self.seen.insert(fingerprint) {
            self.duplicates += 1;
            return;
        }
        let winner = result.winner(self.variant);
        let drawn = matches!(result, PdnResult::Draw);
        let mut pos = *game.start();
        for mv in moves.iter().take(self.plies) {
            pos = pos.play(mv);
            let s = &mut self
                .positions
                .entry(pos.hash())
                .or_insert((pos, Stats::default()))
                .1;
            s.games += 1;
            match winner {
                Some(Color::White) => s.white_wins += 1,
                Some(Color::Black) => s.black_wins += 1,
                None if drawn => s.draws += 1,
                None => {}
            }
        }
        self.games += 1;
    }

    /// The book of the positions reached in at least `min_games` games, each searched with a
    /// budget of `nodes` (no score when 0); `progress` hears how many are done out of how many.
    pub fn finish(
        self,
        min_games: u32,
        nodes: u64,
        progress: &mut dyn FnMut(usize, usize),
    ) -> Book {
        let mut kept: Vec<(u64, Position, Stats)> = self
            .positions
            .into_iter()
            .filter(|(_, (_, s))| s.games >= min_games)
            .map(|(h, (p, s))| (h, p, s))
            .collect();
        kept.sort_by_key(|e| e.0);
        if nodes > 0 {
            let mut searcher = Searcher::new(20);
            searcher.set_style(Style::default());
            let limits = Limits {
                nodes: Some(nodes),
                ..Limits::default()
            };
            let total = kept.len();
            for (done, (_, pos, stats)) in kept.iter_mut().enumerate() {
                let game = Game::from_position(self.variant, *pos);
                let result = searcher.search(&game, &limits, &mut |_| {});
                stats.score =
                    Some(result.info.score.clamp(-i16::MAX as i32, i16::MAX as i32) as i16);
                progress(done + 1, total);
            }
        }
        Book {
            variant: self.variant,
            entries: kept.into_iter().map(|(h, _, s)| (h, s)).collect(),
        }
    }
}

/// The games that have a book (`src/draughts/books/GAME.book`, made by `dama book`).
pub const WITH_FILE: [Variant; 4] = [
    Variant::International,
    Variant::English,
    Variant::Russian,
    Variant::Czech,
];

/// Each built-in game's book, once read: from the file built into the native build, or as given
/// to [`load`].
static BOOKS: [OnceLock<Book>; Variant::COUNT] = [const { OnceLock::new() }; Variant::COUNT];

/// The book shipped for `variant`, if it has one: natively read once from the build; in the wasm
/// build, which leaves the files out, once it is [`load`]ed (none before).
pub fn shipped(variant: Variant) -> Option<&'static Book> {
    let cell = &BOOKS[Variant::ALL.iter().position(|v| *v == variant)?];
    #[cfg(not(target_arch = "wasm32"))]
    if cell.get().is_none() {
        if let Some(book) = file_of(variant).and_then(|bytes| Book::decode(bytes).ok()) {
            let _ = cell.set(book);
        }
    }
    cell.get()
}

/// Gives the engine the book of `variant` (the bytes of its book file): checked to be a book of
/// that game, else an error saying what is wrong. A book already there (loaded before, or built
/// in) is kept: the first wins.
pub fn load(variant: Variant, bytes: &[u8]) -> Result<(), String> {
    let i = Variant::ALL
        .iter()
        .position(|v| *v == variant)
        .filter(|_| WITH_FILE.contains(&variant))
        .ok_or_else(|| format!("{} has no book", variant.id()))?;
    let book = Book::decode(bytes)?;
    if book.variant() != variant {
        return Err(format!(
            "a book of {}, not of {}",
            book.variant().name(),
            variant.name()
        ));
    }
    let _ = BOOKS[i].set(book);
    Ok(())
}

/// The book file shipped for `variant`, if there is one. Native builds only: the wasm build
/// leaves the files out ([`load`]).
#[cfg(not(target_arch = "wasm32"))]
pub fn file_of(variant: Variant) -> Option<&'static [u8]> {
    match variant {
        Variant::International => Some(include_bytes!("books/international.book")),
        Variant::English => Some(include_bytes!("books/english.book")),
        Variant::Russian => Some(include_bytes!("books/russian.book")),
        Variant::Czech => Some(include_bytes!("books/czech.book")),
        _ => None,
    }
}
