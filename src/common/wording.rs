//! Messages the page words in its own language. An error the engine explains in English (its
//! `Display`, for the CLI and the logs) also gives its [`Wording`]: the key of a message in the
//! page's message files (www/js/i18n/, under `engine.`) and the values that message names, each a
//! text or another wording (an error inside an error). The English message file renders every
//! wording as the `Display` does; a test holds them together.

use std::collections::BTreeMap;
use std::fmt;

use serde::Serialize;

/// A message by its key in the page's message files, with the values it names.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Wording {
    /// The message's key, e.g. `engine.fen.bad-square`.
    pub key: &'static str,
    /// The values the message names (`{square}`), by name.
    pub args: BTreeMap<&'static str, WordingArg>,
}

/// A value a message names: a text shown as it is (a square, a move as written) or a message
/// of its own.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum WordingArg {
    /// Shown as it is.
    Text(String),
    /// A count, which also chooses the message's plural form when named `count`.
    Number(u64),
    /// Worded in the page's language too.
    Wording(Box<Wording>),
    /// A piece game's kind by its name (`pawn`), worded as the page names that kind.
    Piece {
        /// The kind's name in the game.
        piece: String,
    },
}

impl Wording {
    /// The message `key`, naming no value.
    pub fn new(key: &'static str) -> Wording {
        Wording {
            key,
            args: BTreeMap::new(),
        }
    }

    /// Names `value` as `{name}`.
    pub fn with(mut self, name: &'static str, value: impl ToString) -> Wording {
        self.args.insert(name, WordingArg::Text(value.to_string()));
        self
    }

    /// Names a count as `{name}`: named `count`, it chooses the plural form (`key#one`,
    /// `key#few`, … in the page's message files).
    pub fn with_number(mut self, name: &'static str, value: usize) -> Wording {
        self.args.insert(name, WordingArg::Number(value as u64));
        self
    }

    /// Names a piece game's kind as `{name}`.
    pub fn with_piece(mut self, name: &'static str, kind: &str) -> Wording {
        self.args.insert(
            name,
            WordingArg::Piece {
                piece: kind.to_string(),
            },
        );
        self
    }

    /// Names another message as `{name}`.
    pub fn with_wording(mut self, name: &'static str, value: Wording) -> Wording {
        self.args.insert(name, WordingArg::Wording(Box::new(value)));
        self
    }
}

/// An error the page can word in its own language.
pub trait Worded {
    /// The message that says what [`std::fmt::Display`] says in English.
    fn wording(&self) -> Wording;
}

/// Why the engine refused a text, a position or a move: the reason in English, and the same
/// reason as a [`Wording`] for the page's language where the engine has one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    /// The reason in English.
    pub text: String,
    /// The reason as the page's message files word it.
    pub wording: Option<Wording>,
}

impl Refusal {
    /// A refusal with its reason in English and as the page's message files word it.
    pub fn worded(text: impl Into<String>, wording: Wording) -> Refusal {
        Refusal {
            text: text.into(),
            wording: Some(wording),
        }
    }

    /// This refusal inside a message of its own: `context` and a colon before its text in
    /// English (`line 3: …`), and `wording` naming its wording as `{name}` (no wording when it
    /// has none).
    pub fn within(
        self,
        context: impl fmt::Display,
        wording: Wording,
        name: &'static str,
    ) -> Refusal {
        Refusal {
            text: format!("{context}: {}", self.text),
            wording: self.wording.map(|w| wording.with_wording(name, w)),
        }
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

impl From<&str> for Refusal {
    fn from(text: &str) -> Refusal {
        text.to_string().into()
    }
}

impl From<String> for Refusal {
    fn from(text: String) -> Refusal {
        Refusal {
            text,
            wording: None,
        }
    }
}

impl From<Refusal> for String {
    fn from(refusal: Refusal) -> String {
        refusal.text
    }
}

impl<E: Worded + fmt::Display> From<E> for Refusal {
    fn from(e: E) -> Refusal {
        Refusal::worded(e.to_string(), e.wording())
    }
}
