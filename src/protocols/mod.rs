//! Adapters between the engine and the outside (native only): the engine protocols Dama speaks
//! (Hub for draughts, UCI and USI for the piece games), their clients for external engines, and
//! the engine-vs-engine match runner. They translate and hold no search logic.

pub mod engine_process;
pub mod hub;
pub mod hub_client;
pub mod matches;
pub mod uci;
pub mod uci_client;
