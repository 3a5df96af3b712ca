//! Text for the parsers that must never panic, as proptest strategies: arbitrary text, arbitrary
//! bytes read as UTF-8, text made of a format's own characters, and valid texts with random
//! edits (the inputs most likely to get deep into a parser before going wrong).

use proptest::prelude::*;

/// A random edit of a text: where (a fraction of its length), what, and the character put in.
#[derive(Debug, Clone)]
pub enum Edit {
    Delete(f64),
    Insert(f64, char),
    Replace(f64, char),
    /// Cuts the text there.
    Truncate(f64),
    /// Repeats a stretch of it.
    Duplicate(f64, f64),
}

/// A character of `alphabet` (what a format is made of) four times in five, else any character.
pub fn format_char(alphabet: &'static str) -> impl Strategy<Value = char> {
    let chars: Vec<char> = alphabet.chars().collect();
    prop_oneof![
        4 => proptest::sample::select(chars),
        1 => any::<char>(),
    ]
}

/// An edit that puts in characters of `alphabet`.
pub fn edit(alphabet: &'static str) -> impl Strategy<Value = Edit> {
    let at = 0.0..1.0f64;
    prop_oneof![
        at.clone().prop_map(Edit::Delete),
        (at.clone(), format_char(alphabet)).prop_map(|(a, c)| Edit::Insert(a, c)),
        (at.clone(), format_char(alphabet)).prop_map(|(a, c)| Edit::Replace(a, c)),
        at.clone().prop_map(Edit::Truncate),
        (at.clone(), at).prop_map(|(a, b)| Edit::Duplicate(a, b)),
    ]
}

/// `text` with `edits` made in turn.
pub fn apply(text: &str, edits: &[Edit]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    let index = |chars: &Vec<char>, at: f64| ((chars.len() as f64) * at) as usize;
    for e in edits {
        match *e {
            Edit::Delete(at) if !chars.is_empty() => {
                let i = index(&chars, at).min(chars.len() - 1);
                chars.remove(i);
            }
            Edit::Insert(at, c) => {
                let i = index(&chars, at);
                chars.insert(i, c);
            }
            Edit::Replace(at, c) if !chars.is_empty() => {
                let i = index(&chars, at).min(chars.len() - 1);
                chars[i] = c;
            }
            Edit::Truncate(at) => {
                let i = index(&chars, at);
                chars.truncate(i);
            }
            Edit::Duplicate(a, b) => {
                let (i, j) = (index(&chars, a.min(b)), index(&chars, a.max(b)));
                let stretch: Vec<char> = chars[i..j].to_vec();
                chars.splice(j..j, stretch);
            }
            _ => {}
        }
    }
    chars.into_iter().collect()
}

/// Any text a parser might be handed: arbitrary text, arbitrary bytes read as UTF-8 (lossily),
/// text of `alphabet`'s characters, or a text of `corpus` with one to five edits; the last
/// `corpus_weight` times as often as each of the others.
pub fn text(
    alphabet: &'static str,
    corpus: Vec<String>,
    corpus_weight: u32,
) -> impl Strategy<Value = String> {
    prop_oneof![
        1 => any::<String>(),
        1 => proptest::collection::vec(any::<u8>(), 0..200)
            .prop_map(|bytes| String::from_utf8_lossy(&bytes).into_owned()),
        1 => proptest::collection::vec(format_char(alphabet), 0..80)
            .prop_map(|cs| cs.into_iter().collect()),
        corpus_weight => (
            proptest::sample::select(corpus),
            proptest::collection::vec(edit(alphabet), 1..6)
        )
            .prop_map(|(base, edits)| apply(&base, &edits)),
    ]
}
