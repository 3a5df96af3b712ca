//! Rules that several games share, each checked the same way in every game that has it: one
//! test per rule over a table with a row per game, each row naming the section of the game's
//! text (`docs/rules/<game>.md`) that it checks, and failing with that name. The rules that only
//! one game has are in that game's module.

mod crowning;
mod endings;
mod moves;
