//! The page words the engine's reasons in its own language from www/js/i18n/: every reason a
//! position, a record or a move is refused for has a wording whose English message, filled in,
//! says exactly what the engine's own English says, and every `engine.` message is some
//! reason's.

use std::collections::{BTreeMap, BTreeSet};

use dama::common::wording::{Worded, Wording, WordingArg};
use dama::draughts::notation::setup::{parse_setup, SetupError};
use dama::page_api::piece::PiecePage;
use dama::page_api::{pdn_entries, DraughtsPage};

mod reasons;

use reasons::{every_reason, game_file_reasons, piece_reasons, setup_file_reasons};

/// The English message file, key to message.
fn english() -> BTreeMap<String, String> {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/www/js/i18n/en.js"))
        .expect("www/js/i18n/en.js");
    text.lines()
        .filter_map(|line| {
            let line = line.trim().strip_suffix(',')?;
            let (key, message) = line.split_once("\": ")?;
            let key = key.strip_prefix('"')?;
            Some((key.to_string(), serde_json::from_str(message).ok()?))
        })
        .collect()
}

/// A wording in English: its message from `en` with its values filled in (plural forms
/// `key#one` and `key#other` chosen by a `count`), or `None` when a key is missing.
fn render(wording: &Wording, en: &BTreeMap<String, String>) -> Option<String> {
    let plural = match wording.args.get("count") {
        Some(WordingArg::Number(1)) => en.get(&format!("{}#one", wording.key)),
        Some(WordingArg::Number(_)) => en.get(&format!("{}#other", wording.key)),
        _ => None,
    };
    let mut text = plural.or_else(|| en.get(wording.key))?.clone();
    for (name, value) in &wording.args {
        let value = match value {
            WordingArg::Text(t) => t.clone(),
            WordingArg::Number(n) => n.to_string(),
            WordingArg::Wording(w) => render(w, en)?,
            WordingArg::Piece { piece } => en
                .get(&format!("piece.{piece}"))
                .cloned()
                .unwrap_or_else(|| piece.clone()),
        };
        text = text.replace(&format!("{{{name}}}"), &value);
    }
    Some(text)
}

/// The keys a wording uses, its values' own wordings included.
fn keys(wording: &Wording, into: &mut BTreeSet<String>) {
    into.insert(wording.key.to_string());
    for value in wording.args.values() {
        if let WordingArg::Wording(inner) = value {
            keys(inner, into);
        }
    }
}

#[test]
fn every_setup_file_reason_reads_in_english_as_the_engine_says_it() {
    let en = english();
    for (error, key) in setup_file_reasons() {
        assert!(matches!(error, SetupError::Json(_)), "{error}");
        let wording = error.wording();
        assert_eq!(render(&wording, &en), Some(error.to_string()), "{key}");
        let mut used = BTreeSet::new();
        keys(&wording, &mut used);
        assert!(used.contains(key), "{error}: {used:?}");
    }
}

#[test]
fn every_game_file_reason_reads_in_english_as_the_engine_says_it() {
    let en = english();
    for (refusal, key) in game_file_reasons() {
        let wording = refusal
            .wording
            .as_ref()
            .unwrap_or_else(|| panic!("{}", refusal.text));
        assert_eq!(render(wording, &en), Some(refusal.text.clone()), "{key}");
        let mut used = BTreeSet::new();
        keys(wording, &mut used);
        assert!(used.contains(key), "{}: {used:?}", refusal.text);
    }
}

#[test]
fn every_piece_reason_reads_in_english_as_the_engine_says_it() {
    let en = english();
    for refusal in piece_reasons() {
        let wording = refusal
            .wording
            .as_ref()
            .unwrap_or_else(|| panic!("{}", refusal.text));
        assert_eq!(render(wording, &en), Some(refusal.text.clone()));
    }
}

#[test]
fn every_reason_reads_in_english_as_the_engine_says_it() {
    let en = english();
    for (english, wording) in every_reason() {
        assert_eq!(
            render(&wording, &en).as_deref(),
            Some(english.as_str()),
            "{wording:?}"
        );
    }
}

#[test]
fn every_engine_message_is_a_reason() {
    let mut used = BTreeSet::new();
    for (_, wording) in every_reason() {
        keys(&wording, &mut used);
    }
    for refusal in piece_reasons() {
        keys(refusal.wording.as_ref().unwrap(), &mut used);
    }
    for (refusal, _) in game_file_reasons() {
        keys(refusal.wording.as_ref().unwrap(), &mut used);
    }
    for (error, _) in setup_file_reasons() {
        keys(&error.wording(), &mut used);
    }
    // Reasons only the page's own calls give.
    let page = DraughtsPage::from_pdn("[Event \"x\"]\n*", None).unwrap_err();
    keys(page.wording.as_ref().unwrap(), &mut used);
    let moves = DraughtsPage::from_moves("international", None, &["32-28".into(), "32-28".into()])
        .unwrap_err();
    keys(moves.wording.as_ref().unwrap(), &mut used);
    let missing = DraughtsPage::from_pdn_game("1. 32-28 *", 2, None)
        .err()
        .unwrap();
    keys(missing.wording.as_ref().unwrap(), &mut used);
    let no_move = DraughtsPage::new("russian")
        .unwrap()
        .play_index(7)
        .unwrap_err();
    keys(no_move.wording.as_ref().unwrap(), &mut used);
    // The tree's: a move that is not there, and the main line, which cannot be deleted.
    let mut lines = DraughtsPage::new("international").unwrap();
    lines.play("32-28").unwrap();
    for id in [99, 1] {
        let refused = lines.delete_line(id).unwrap_err();
        keys(refused.wording.as_ref().unwrap(), &mut used);
    }
    let engine: BTreeSet<String> = english()
        .into_keys()
        .filter(|k| k.starts_with("engine."))
        .collect();
    assert_eq!(
        engine.difference(&used).collect::<Vec<_>>(),
        Vec::<&String>::new()
    );
    assert_eq!(
        used.difference(&engine).collect::<Vec<_>>(),
        Vec::<&String>::new()
    );
}

/// What the page calls gives the reason both ways: the text in English and its wording.
#[test]
fn the_page_calls_word_their_refusals() {
    let en = english();
    let refusals = [
        DraughtsPage::from_fen("international", "W:W31-50,1:B1-20").unwrap_err(),
        DraughtsPage::from_setup(
            r#"{"variant": "russian", "toMove": "white", "white": {"men": ["a8"], "kings": []}, "black": {"men": [], "kings": []}}"#,
        )
        .unwrap_err(),
        DraughtsPage::from_pdn("1. 32-28 32-28", None).unwrap_err(),
        DraughtsPage::from_pdn("[Event \"x\"]\n*", None).unwrap_err(),
        DraughtsPage::new("international").unwrap().play("31x22").unwrap_err(),
        DraughtsPage::from_moves("international", None, &["32-28".into(), "33-29".into()])
            .unwrap_err(),
        DraughtsPage::from_pdn_game("1. 32-28 *", 2, None)
            .err().unwrap_or_else(|| panic!("a game the text does not hold")),
        DraughtsPage::new("international").unwrap().play_index(9).unwrap_err(),
        PiecePage::new("chess").unwrap().play_index(20).unwrap_err(),
    ];
    for refusal in refusals {
        let wording = refusal.wording.as_ref().expect("a worded reason");
        assert_eq!(render(wording, &en), Some(refusal.text.clone()));
    }
    // The second game of each file is refused, the first is not.
    for text in [
        "[Event \"a\"]\n1. 32-28 19-23 *\n\n[Event \"b\"]\n1. 32-28 32-28 *\n",
        "[Variant \"chess\"]\n1. e4 e5 *\n\n[Variant \"chess\"]\n1. e5 *\n",
    ] {
        let entries = pdn_entries(text, None).unwrap();
        let broken = &entries[1];
        let wording = broken.wording.as_ref().expect("a worded reason");
        assert_eq!(render(wording, &en), broken.error.clone(), "{text}");
        let first = &entries[0];
        assert!(first.wording.is_none() && first.error.is_none(), "{text}");
    }
    let not_json = parse_setup("{").unwrap_err();
    assert_eq!(render(&not_json.wording(), &en), Some(not_json.to_string()));
}
