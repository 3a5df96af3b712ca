//! Writing a game as PDN.

use crate::draughts::game::{DrawReason, Game, GameResult, WinReason};
use crate::draughts::moves::Move;
use crate::draughts::notation::fen::write_fen;
use crate::draughts::rules::{first_to_move, Variant};
use crate::draughts::State;
use crate::game::tree::{movetext_words, Tree};

use super::lexer::TERMINATORS;
use super::movetext::is_score;
use super::{tag_value, Termination};

const SEVEN_TAGS: [&str; 7] = ["Event", "Site", "Date", "Round", "White", "Black", "Result"];
const WRITTEN_TAGS: [&str; 4] = ["GameType", "FEN", "SetUp", "HouseRules"];

/// A tag value between quotes: `\` and `"` escaped, and nothing that could stop a reader from
/// taking the file for text: control characters (line breaks, NUL…) become spaces, and U+FFFD
/// (the mark of a byte that was not text, which a reader counts as a sign of binary data)
/// becomes `?`.
fn escape(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    for c in value.chars() {
        match c {
            '\\' | '"' => {
                out.push('\\');
                out.push(c);
            }
            '\u{fffd}' => out.push('?'),
            c if c.is_control() => out.push(' '),
            c => out.push(c),
        }
    }
    out
}

/// A tag name as written, trimmed. A character that would end the name for a reader (`"`, `[`,
/// `]`, `{`, a line break, `\` before `r` or `n`), that a reader skips or takes for a sign of
/// binary data (control characters, U+FEFF, U+FFFD), or that starts an escape (`&`) is written
/// as an HTML entity (`&#34;`), which readers decode (some exports escape tag names so): the
/// name reads back as given. `None` for a blank name.
fn tag_name(name: &str) -> Option<String> {
    let name = name.trim();
    if name.is_empty() {
        return None;
    }
    let mut out = String::with_capacity(name.len());
    for c in name.chars() {
        if c.is_control()
            || matches!(
                c,
                '"' | '[' | ']' | '{' | '\\' | '&' | '\u{feff}' | '\u{fffd}'
            )
        {
            out.push_str(&format!("&#{};", c as u32));
        } else {
            out.push(c);
        }
    }
    Some(out)
}

/// Writes the whole of `game` as PDN, every move recorded wherever its cursor stands. The
/// standard tags given come first in standard order (`Result` always: the given one, else how
/// the game ended, `*` while it goes on), then the other tags given, then `GameType`, and `FEN`
/// with `SetUp "1"` when the game does not start from the standard start. Moves are numbered
/// from 1, `1...` first when the side that normally starts does not. Whatever the tags given,
/// the text reads back: each name once ([`tag_name`]), and values escaped ([`escape`]).
pub fn write_pdn(game: &Game, tags: &[(String, String)]) -> String {
    write_pdn_tree(game, &Tree::of_line(game.moves()), tags)
}

/// Writes `game` as [`write_pdn`] does, its moves those of `tree` (whose main line is `game`'s
/// moves) with their variations, comments, marks and evaluations.
pub fn write_pdn_tree(game: &Game, tree: &Tree<Move>, tags: &[(String, String)]) -> String {
    let variant = game.variant();
    // Names trimmed, as a reader reads them, so that `Event ` counts as `Event`.
    let tags: Vec<(String, String)> = tags
        .iter()
        .filter(|(name, _)| !name.trim().is_empty())
        .map(|(name, value)| (name.trim().to_string(), value.clone()))
        .collect();
    let result = match tag_value(&tags, &["Result"]) {
        Some(r) if TERMINATORS.contains(&r) || is_score(r) => r.to_string(),
        _ => game.final_result().pdn(variant).to_string(),
    };
    let mut out = String::new();
    let mut tag = |name: &str, value: &str| {
        out.push_str(&format!("[{name} \"{}\"]\n", escape(value)));
    };
    for name in SEVEN_TAGS {
        if name == "Result" {
            tag(name, &result);
        } else if let Some(v) = tag_value(&tags, &[name]) {
            tag(name, v);
        }
    }
    // A loss on time, a resignation or an agreed draw is not in the moves: the tag says it,
    // whatever termination was given.
    let termination = match game.final_result() {
        GameResult::Win {
            reason: WinReason::Time,
            ..
        } => Some(Termination::TimeForfeit),
        GameResult::Win {
            reason: WinReason::Resignation,
            ..
        } => Some(Termination::Resignation),
        GameResult::Draw {
            reason: DrawReason::Agreement,
        } => Some(Termination::DrawAgreed),
        _ => None,
    };
    if let Some(termination) = termination {
        tag("Termination", termination.tag());
    }
    // Each name once, the first given: a reader takes a repeated name for the header of the
    // next game.
    // What names the game: its PDN number; the `Variant` tag for a game without one (Sixteen
    // Soldiers); the switches of house rules.
    let (game_type, variant_tag, house_tag) = match variant {
        Variant::House(h) => (None, None, Some(h.text())),
        v if v.info().game_type == 0 => (None, Some(v.name()), None),
        v => (Some(v.info().game_type), None, None),
    };
    let mut written: Vec<String> = Vec::new();
    for (name, value) in &tags {
        let known = SEVEN_TAGS
            .iter()
            .chain(WRITTEN_TAGS.iter())
            .chain(variant_tag.iter().map(|_| &"Variant"))
            .chain(termination.map(|_| &"Termination"))
            .any(|k| k.eq_ignore_ascii_case(name));
        let lower = name.to_ascii_lowercase();
        if let (false, false, Some(escaped)) = (known, written.contains(&lower), tag_name(name)) {
            tag(&escaped, value);
            written.push(lower);
        }
    }
    if let Some(n) = game_type {
        tag("GameType", &n.to_string());
    }
    if let Some(name) = variant_tag {
        tag("Variant", name);
    }
    if let Some(switches) = &house_tag {
        tag("HouseRules", switches);
    }
    if *game.start() != crate::start_position(variant) {
        tag("FEN", &write_fen(variant, game.start()));
        tag("SetUp", "1");
    }
    out.push('\n');

    let offset = usize::from(game.start().side() != first_to_move(variant));
    let number = |_: &State, ply: usize| ((ply + offset) / 2 + 1, (ply + offset) % 2 == 1);
    let mut units = movetext_words(game.game_rules(), game.start_state(), tree, &number);
    units.push(result);
    let mut line_len = 0;
    for unit in units {
        if line_len > 0 && line_len + 1 + unit.len() > 79 {
            out.push('\n');
            line_len = 0;
        } else if line_len > 0 {
            out.push(' ');
            line_len += 1;
        }
        line_len += unit.len();
        out.push_str(&unit);
    }
    out.push('\n');
    out
}
