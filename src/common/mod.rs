//! What every layer uses: the clock, random numbers, the wording of messages for the page's
//! languages, readable messages for JSON that does not fit, and why a tried move is not allowed.

pub mod clock;
pub mod json_errors;
pub mod restriction;
pub mod rng;
pub mod wording;
