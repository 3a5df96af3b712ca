//! The page's bot: one opponent, whatever game it is asked to play. It keeps the search state
//! of the game it last played (its table, its endgame tables) from one move to the next, and
//! starts afresh when asked about another game.

use std::any::Any;

use super::family::PageRules;
use super::game::PageGame;
use super::views::SearchView;
use crate::search::bot::{BookUse, Bot, EndgameUse};
use crate::search::levels::Opponent;
use crate::search::Limits;

/// How long a bot near the end of a game may solve its endgame tables before a search (a few
/// of these for International's three pieces, an 8x8 game's one; the lone kings' endings after
/// them many more, most of them solved while the player thinks).
const ENDGAME_SOLVING_MS: f64 = 300.0;

/// A bot for the page: an opponent, its random seed, and the search state of one game.
pub struct PageBot {
    opponent: Opponent,
    seed: u64,
    /// When it plays from its opening book.
    book: BookUse,
    /// The game it last played (its name) and its bot for that game's family.
    current: Option<(String, Box<dyn Any>)>,
}

impl PageBot {
    /// The bot playing as `opponent`, its choices drawn from `seed`.
    pub fn new(opponent: Opponent, seed: u64) -> PageBot {
        PageBot {
            opponent,
            seed,
            book: BookUse::OwnBudget,
            current: None,
        }
    }

    /// Who it is.
    pub fn opponent(&self) -> Opponent {
        self.opponent
    }

    /// When it plays from its opening book.
    pub fn set_book(&mut self, book: BookUse) {
        self.book = book;
    }

    /// Forgets what it learnt (a new game).
    pub fn new_game(&mut self) {
        self.current = None;
    }

    /// Its bot for `game`: the one it has if it last played that game, else a new one.
    fn bot_for<G: PageRules>(&mut self, game: &PageGame<G>) -> &mut Bot<G> {
        let name = game.variant();
        let fresh = match &self.current {
            Some((n, bot)) => *n != name || !bot.is::<Bot<G>>(),
            None => true,
        };
        if fresh {
            let mut bot = Bot::<G>::new(self.opponent, self.seed);
            bot.set_endgames(EndgameUse::Within(ENDGAME_SOLVING_MS));
            self.current = Some((name, Box::new(bot)));
        }
        let (_, bot) = self.current.as_mut().expect("a bot was just made");
        bot.downcast_mut::<Bot<G>>()
            .expect("the bot kept is the game's family's")
    }

    /// Chooses a move in the current position of `game`; `limits` replace the opponent's own
    /// budget. `on_info` hears of each completed iteration.
    pub fn think<G: PageRules>(
        &mut self,
        game: &PageGame<G>,
        limits: Option<Limits>,
        on_info: &mut dyn FnMut(SearchView),
    ) -> SearchView {
        let book = self.book;
        let bot = self.bot_for(game);
        bot.set_book(book);
        let result = bot.think(game.game(), limits, &mut |info| {
            on_info(game.search_view(info, None))
        });
        SearchView {
            book: result.book,
            ..game.search_view(&result.info, result.best.as_ref())
        }
    }

    /// Solves more of the endgame tables this bot will want near the end of `game`, for at most
    /// `budget_ms` milliseconds: what the worker does while the player thinks. Whether more is
    /// left; `false` when there is nothing to do.
    pub fn solve_ahead<G: PageRules>(&mut self, game: &PageGame<G>, budget_ms: f64) -> bool {
        self.bot_for(game)
            .solve_endgames_ahead(game.game(), budget_ms)
    }
}
