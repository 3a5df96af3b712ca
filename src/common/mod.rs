//! What every layer uses: the clock, random numbers, the wording of messages for the page's
//! languages, and readable messages for JSON that does not fit.

pub mod clock;
pub mod json_errors;
pub mod rng;
pub mod wording;
