//! The score of a match: wins, draws and losses, and the Elo difference with its 95% interval.

/// The outcome of a match so far.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct MatchScore {
    /// Wins of engine 1.
    pub wins: u32,
    /// Draws.
    pub draws: u32,
    /// Losses of engine 1.
    pub losses: u32,
    /// Games lost by each engine's fault (crash, timeout, illegal move, error), counted in
    /// the wins and losses too.
    pub forfeits: [u32; 2],
}

impl MatchScore {
    /// Games counted.
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// Engine 1's score in [0, 1].
    pub fn score(&self) -> f64 {
        if self.games() == 0 {
            return 0.5;
        }
        (self.wins as f64 + 0.5 * self.draws as f64) / self.games() as f64
    }

    /// Elo difference (engine 1 minus engine 2) and its 95% interval, from the trinomial
    /// standard error of the score. A clean sweep has no finite estimate: the difference is
    /// infinite and the interval's near end comes from the rule of three (with no loss in `n`
    /// games, the loss rate is below 3/`n` at 95%).
    pub fn elo(&self) -> (f64, f64, f64) {
        let n = self.games() as f64;
        let p = self.score();
        if n == 0.0 {
            return (0.0, 0.0, 0.0);
        }
        let to_elo = |x: f64| -400.0 * (1.0 / x - 1.0).log10();
        if p == 1.0 {
            return (
                f64::INFINITY,
                to_elo((1.0 - 3.0 / n).max(1e-4)),
                f64::INFINITY,
            );
        }
        if p == 0.0 {
            return (
                f64::NEG_INFINITY,
                f64::NEG_INFINITY,
                to_elo((3.0 / n).min(1.0 - 1e-4)),
            );
        }
        let var = (self.wins as f64 * (1.0 - p).powi(2)
            + self.draws as f64 * (0.5 - p).powi(2)
            + self.losses as f64 * p.powi(2))
            / n;
        let se = (var / n).sqrt();
        let elo = |x: f64| to_elo(x.clamp(1e-4, 1.0 - 1e-4));
        (elo(p), elo(p - 1.96 * se), elo(p + 1.96 * se))
    }

    /// One line: `W-D-L, score, Elo ± interval`.
    pub fn summary(&self) -> String {
        let (e, lo, hi) = self.elo();
        let elo = if e == f64::INFINITY {
            format!("Elo +inf (95%: above {lo:+.0})")
        } else if e == f64::NEG_INFINITY {
            format!("Elo -inf (95%: below {hi:+.0})")
        } else {
            let (e, lo, hi) = (signed(e), signed(lo), signed(hi));
            format!("Elo {e} (95% interval {lo} to {hi})")
        };
        let forfeits = match self.forfeits {
            [0, 0] => String::new(),
            [a, b] => format!(
                "; {} lost by an engine's fault (engine 1: {a}, engine 2: {b})",
                if a + b == 1 {
                    "1 game".to_string()
                } else {
                    format!("{} games", a + b)
                }
            ),
        };
        format!(
            "W {} D {} L {} ({} games), score {:.1}%, {elo}{forfeits}",
            self.wins,
            self.draws,
            self.losses,
            self.games(),
            100.0 * self.score(),
        )
    }
}

/// `x` rounded, with its sign: an even result is `+0`, never `-0`.
fn signed(x: f64) -> String {
    // Adding +0 turns a negative zero into a positive one.
    format!("{:+.0}", x.round() + 0.0)
}
