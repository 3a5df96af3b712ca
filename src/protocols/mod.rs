//! Adapters between the engine and the outside (native only): the Hub protocol and the
//! engine-vs-engine match runner. They translate and hold no search logic.

pub mod hub;
pub mod hub_client;
pub mod matches;
pub mod piece_match;
pub mod uci;
