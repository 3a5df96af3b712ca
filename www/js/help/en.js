// The help in English: the dialog's labels, how to use Dama, house rules, and per game a summary,
// its rules by topic and the captions of its diagrams (the positions are in diagrams.js). Every
// other language's file has the same shape.

const AS_INTERNATIONAL_DRAWS =
  'The third repetition of a position with the same player to move; 25 moves each in which only kings moved and nothing was taken; three pieces including a king against a lone king are drawn after 16 moves each, two pieces or fewer against a lone king after 5.';

const FMJD_64_DRAWS =
  'The third repetition of a position; 15 moves each in which only kings moved and nothing was taken; three or more kings that fail to take a lone king within 15 moves; with kings on both sides and no capture or crowning, 30 moves (4 or 5 pieces on the board) or 60 moves (6 or 7 pieces); and 5 moves for two pieces with a king against a lone king, or for three pieces with a king against a lone king that holds the long diagonal a1–h8.';

const BOARD_8X8 =
  '8×8 board with a dark square in each player’s left corner; the 32 dark squares are named a1 to h8. Each side has 12 men on the dark squares of its first three rows. White moves first.';

export default {
  ui: {
    title: 'Help',
    close: 'Close',
    rulesTab: 'Rules of the games',
    usageTab: 'How to use Dama',
    gameLabel: 'Game',
    houseRules: 'House rules',
    onTheBoard: '(on the board)',
    diagrams: 'Diagrams',
    toMove: { white: 'White to move', black: 'Black to move' },
    legend:
      'An arrow shows a move and the pieces it takes are ringed; a dashed arrow is another allowed move, a red one a move the rules forbid here; dots mark other squares the piece may reach.',
    diagramFailed: 'This diagram could not be drawn:',
  },

  topics: {
    board: 'Board and start',
    men: 'Men',
    kings: 'Kings',
    capture: 'Which capture',
    promotion: 'Crowning',
    special: 'Special rule',
    end: 'Winning',
    draws: 'Draws',
    pieces: 'Pieces',
    promote: 'Promotion',
    drops: 'Drops',
  },

  usage: [
    {
      title: 'Playing a move',
      items: [
        [
          'Mouse',
          'Click one of your pieces, then the square it should go to; or drag the piece there. For a capture of several jumps, click where it ends; when two captures end on the same square, click each landing in turn. Click another of your pieces to change your mind, or the chosen one again to let it go.',
        ],
        [
          'Touch',
          'Tap a piece, then tap its square. The pieces that can move are marked, a piece that must capture pulses, and dots show where the chosen piece may land.',
        ],
        [
          'Keyboard',
          'Tab to the board. The arrow keys move the focus from square to square; Enter or Space picks the piece in focus and then its square; Escape lets go of the chosen piece. In the move list, ← and → step back and forward through the game, Home and End go to its start and its end.',
        ],
        [
          'When a move is refused',
          'The line under the board says why: a capture that must be taken, a piece that cannot move, a capture that must go on.',
        ],
      ],
    },
    {
      title: 'Buttons',
      items: [
        ['New game', 'Starts the game chosen in the Game menu again from its start.'],
        ['Undo, Redo', 'Take moves back and play them again; against the bot, Undo goes back to your own last turn.'],
        ['Flip', 'Turns the board around.'],
        ['Hint', 'Shows a good move for the side to move, on the board and in words.'],
        [
          'Puzzles',
          'Positions from real and self-played games where one move alone wins or saves the game, each proved by the engine, for draughts, Sixteen Soldiers, chess and shogi (the game in play chosen first), or made from your own analysed games. Play the move as any move; a wrong one is refused and the puzzle counts as failed. Hint shows the piece, then the move; Retry, Solution and Next do what they say. Your rating (Glicko-2), streak and solved puzzles per game are kept in this browser.',
        ],
        ['Move now', 'Makes the thinking bot play the best move it has found so far.'],
        [
          'Edit position',
          'Place, remove and crown pieces and choose who moves, from an empty board or the start; then play or analyse from there. A position the engine refuses is explained.',
        ],
        ['Swap sides', 'White and Black change places: each player takes the other side.'],
        ['Pause, Step', 'In a game of bots: stop and resume it, or let the bot to move play one move.'],
        [
          'Analyse',
          'Lets the engine study the position on the board: how deep it looked, the score from White’s view, the best move and the line it expects.',
        ],
        [
          'Game analysis',
          'Analyse the game searches every position of the game in the background (the board stays in play; Stop keeps what is done, and the button goes on from there). Each move that loses much is marked ?! (an inaccuracy), ? (a mistake) or ?? (a blunder), with the better move in the list and as an arrow on the board; the table gives each side’s marks and accuracy, and the graph under the board White’s chances after each move (click it to go to a move). Lines (1 to 5) shows several of the engine’s best lines in the analysis, with an arrow for each; the bar beside the board shows who stands better. Learn from your mistakes sets each marked position again for you to find a better move, with a hint and the answer. Saved files keep the marks and evaluations.',
        ],
        [
          'Position',
          'The position as FEN, to edit or paste; opening a file (a FEN, a starting position in JSON, a PDN file — of many games, pick one from the list); Paste; copying the FEN, or the game as PDN; saving the game as PDN; a link to this game; saving the whole session as a file carrying a check.',
        ],
        ['House rules…', 'The last entry of the Game menu: a draughts game of your own rules (see the rules tab).'],
        ['Help', 'Opens this window; Escape or Close shuts it.'],
      ],
    },
    {
      title: 'Menus and the move list',
      items: [
        ['White, Black', 'Each side is a person or a bot of the level you choose; change it at any moment, even in the middle of a game.'],
        ['Clock', 'Time for the game plus an increment per move, for the sides people play; whoever runs out of time loses.'],
        ['Speed, Board', 'How fast the bot’s moves are shown, and the look of the board.'],
        ['Moves', 'Every move of the game; click one to see the position after it.'],
        ['Side lines', 'A move played at an earlier position starts a side line: it shows indented in brackets under the move it replaces, and nothing is lost. Click any of its moves to follow it; ← and → walk the line shown. Make main line and Delete side line act on the side line shown; the box under the moves holds a comment on the move shown. Saved PDN and PGN keep side lines, comments and marks.'],
        [
          'Replay',
          'The buttons under the moves go to the start, one move back, play the game back at the chosen speed, one move on, and to the end. Play on from here drops the later moves and goes on from the position shown.',
        ],
      ],
    },
    {
      title: 'Playing a friend far away',
      items: [
        [
          'By correspondence',
          'In “Play a friend far away”, choose your side and press Invite a friend: the page makes a link (and its QR code) that opens the game on your friend’s device with the other side. After each move the link to send back appears; send it by any means. Each link carries the whole game and a check, so an older link, a link of another game or one changed on its way is refused with the reason and nothing is lost. A link can also be pasted into “A link from your friend”.',
        ],
        [
          'Live',
          'Start a live game shows a short text and its QR code; your friend presses Join a live game, pastes it, presses Connect and gives you the answer, which you paste and connect. Moves, clocks and offers then go straight between the two devices; no server of Dama’s takes part. On one network nothing else is needed; for devices on different networks set a STUN server (none is set, and the page contacts nothing by itself).',
        ],
        [
          'A dropped connection',
          'Each side keeps the whole game. One of you starts again and the other joins: the two pages compare their games and each takes the moves it lacks, so nothing is lost or played twice.',
        ],
        [
          'Resign, draw, takeback',
          'Under the board in every game between people: Resign; Offer a draw, which the other player accepts or declines; Ask to take back your last move, which they grant or refuse. How the game ended is saved in its PDN or PGN (Termination).',
        ],
        [
          'Games with friends',
          'The list under the box keeps every game with a friend in this browser — whose turn it is, the last move and when — over reloads, opened from disk or from a server. Click one to go on with it.',
        ],
        [
          'Safety',
          'Every move from your friend is checked by the engine before it is played; a move for your side, out of turn or after the end, and any malformed or oversized message, is refused and shown. Hints and the analysis are off while a game with a friend goes on.',
        ],
      ],
    },
  ],

  house: {
    summary:
      'Choose “House rules…” in the Game menu to play draughts by rules of your own. The form starts from the rules of the game in progress, of another diagonal game, or of Warcaby (8×8, men capture backward, flying kings, free choice of capture).',
    items: [
      ['Board', '8×8 with 12 men each, or 10×10 with 20.'],
      ['Kings', 'Flying (any distance along a diagonal) or short (one square).'],
      ['Which capture', 'Any capture, the most pieces, a king’s capture first, or the Italian order.'],
      ['A man reaching the last row in a capture', 'Goes on as a man, is crowned and goes on as a king, or is crowned and stops.'],
      ['Who starts', 'White or Black.'],
      ['Draws', 'At the second, third or fourth time the same position comes back, or never; and after a number of king moves without a capture.'],
      ['Switches', 'Whether men capture backward, whether men may take kings, and whether capturing is compulsory.'],
    ],
    note: 'A house game is kept over a reload and saved with its rules in PDN files.',
  },

  games: {
    international: {
      title: 'International',
      summary: 'The world’s standard game: a 10×10 board, men that capture backward, flying kings and the majority rule.',
      rules: {
        board:
          '10×10 board; only the 50 dark squares are used, numbered 1 to 50 from Black’s side. Each side has 20 men on its first four rows. White moves first.',
        men: 'A man moves one square diagonally forward. It captures forward or backward by jumping an enemy piece next to it onto the empty square just behind, and must keep jumping while it can, turning as it likes.',
        kings:
          'A king flies: it moves any number of empty squares along a diagonal. It captures a piece at any distance on its diagonal when the squares between are empty, and lands on any empty square beyond — but where one of those squares lets it capture again, it must land there and go on.',
        capture:
          'Capturing is compulsory, and you must take the largest number of pieces possible; a king counts as one piece, like a man. Between captures of the same size you choose. Jumped pieces are removed only when the move is over, and none may be jumped twice.',
        promotion:
          'A man that ends its move on the far row becomes a king. If it only passes through the far row during a capture and has to jump on, it stays a man.',
        end: 'You win when your opponent cannot move on their turn: no pieces left, or all of them blocked.',
        draws: AS_INTERNATIONAL_DRAWS,
      },
      diagrams: {
        start: 'The start: 20 men each on the dark squares of the first four rows.',
        majority:
          'The most pieces: White must take two with 28x19x30, the second jump going backward. Taking one with 32x21 is not allowed.',
        king: 'The king on 46 takes 28 from a distance and must land on 19 to go on; it takes 13, lands on 2, takes 7 and may stop on 11 or 16.',
        passing:
          'The man on 12 reaches the far row on 3 in the middle of a capture, but must jump on over 9: it ends on 14, still a man.',
      },
    },

    brazilian: {
      title: 'Brazilian',
      summary: 'International rules on the 8×8 board: men capture backward, kings fly, and the largest capture must be taken.',
      rules: {
        board: BOARD_8X8,
        men: 'A man moves one square diagonally forward and captures forward or backward, jumping an enemy piece next to it, and goes on jumping while it can.',
        kings:
          'Kings fly: any distance along a diagonal, capturing from afar and landing on any empty square beyond the piece — on one from which they can capture again, if there is such a square.',
        capture:
          'Capturing is compulsory, and you must take the most pieces you can; kings and men count the same. Jumped pieces are removed when the move is over.',
        promotion: 'A man is crowned when its move ends on the far row; passing over it during a capture does not crown it.',
        end: 'You win when your opponent cannot move on their turn.',
        draws: FMJD_64_DRAWS,
      },
      diagrams: {
        start: 'The start: 12 men each; the long diagonal a1–h8 runs from White’s left corner.',
        majority: 'The most pieces: d4xf6xh4 takes two (the second jump backward), so c3xa5, taking one, is not allowed.',
        king: 'The king on a1 jumps c3 from afar and stops on f6, the only landing from which it can go on; then it takes e7 and lands on d8.',
      },
    },

    russian: {
      title: 'Russian',
      summary:
        'Shashki: men capture backward, kings fly, you may choose any capture, and a man crowned in the middle of a capture goes on as a king.',
      rules: {
        board: BOARD_8X8,
        men: 'A man moves one square diagonally forward. It captures forward or backward over an enemy piece next to it and must keep jumping while it can.',
        kings:
          'Kings fly: any number of empty squares along a diagonal. A king captures at any distance and lands on any empty square beyond; if some landing lets it capture again, it must take such a landing.',
        capture:
          'Capturing is compulsory, but you choose freely which capture to make: it need not take the most pieces. A capture, once begun, must be finished. Jumped pieces stay on the board until the move ends and cannot be jumped twice (the “Turkish strike”).',
        promotion:
          'A man that reaches the far row becomes a king at once — in the middle of a capture too, and then it goes on capturing as a king in the same move.',
        end: 'You win when your opponent cannot move on their turn.',
        draws: FMJD_64_DRAWS,
      },
      diagrams: {
        start: 'The start: 12 men each on the dark squares of the first three rows.',
        choice: 'Free choice: White may take two with d4xf6xh4, or only one with c3xa5 (dashed).',
        crowned:
          'The man on b6 takes c7 and is crowned on d8; as a king it goes straight on, takes f6 from a distance and may stop on g5 or h4.',
      },
    },

    czech: {
      title: 'Czech',
      summary: 'Česká dáma: men move and capture only forward, kings fly, and a king’s capture comes before a man’s.',
      rules: {
        board: BOARD_8X8,
        men: 'A man moves one square diagonally forward. It captures only forward, over an enemy piece next to it, and keeps jumping forward while it can.',
        kings:
          'Kings fly: they move and capture along the diagonals at any distance, backward too, landing on any empty square beyond the piece taken — one from which they can capture again, if there is such a square.',
        capture:
          'Capturing is compulsory. If one of your kings can capture, a king must capture, even when a man could take more. Otherwise you choose any capture, whatever its size. A capture must be finished; the pieces taken are removed when it is over.',
        promotion: 'A man that reaches the far row becomes a king; its move ends there, and it moves as a king from the next turn.',
        end: 'You win when your opponent cannot move on their turn.',
        draws: 'The third repetition of a position, and 15 moves each in which only kings moved and nothing was taken.',
      },
      diagrams: {
        start: 'The start, as in Russian draughts: 12 men each, White moves first.',
        forward: 'Men capture forward only: d4 takes e5 (d4xf6) but cannot take c3 behind it.',
        kingFirst: 'A king’s capture first: White must play a1xc3, taking one; the man’s capture of two, d4xf6xh8, is not allowed.',
      },
    },

    english: {
      title: 'English / American checkers',
      summary: 'Checkers: short kings, men that capture only forward, free choice of capture, and Black moves first.',
      rules: {
        board:
          '8×8 board; the 32 dark squares are numbered 1 to 32 from Black’s side. Black has 12 men on 1–12 at the top, White 12 on 21–32. Black (in clubs often red) moves first.',
        men: 'A man moves one square diagonally forward. It captures only forward, jumping an enemy piece next to it, and must go on jumping while it can.',
        kings: 'A king moves one square diagonally in any direction, and captures by jumping a piece next to it in any direction, as many times as it can.',
        capture:
          'Jumping is compulsory, but when there are several jumps you may choose any of them, even one that takes fewer pieces. The jump you choose must be completed.',
        promotion: 'A man that reaches the far row is crowned and its move ends there, even if the new king could jump on.',
        end: 'You win when your opponent cannot move on their turn.',
        draws: 'The third repetition of a position, and 40 moves each without a man moving or a piece being taken.',
      },
      diagrams: {
        start: 'The start: Black, on 1–12 at the top, moves first; White holds 21–32.',
        choice: 'Free choice: White may take two with 22x15x8, or only one with 23x14 (dashed).',
        crowning: 'The man on 11 takes 7 and is crowned on 2: the move ends there, though the new king could jump 6.',
        king: 'A king steps one square in any diagonal direction (dots).',
      },
    },

    italian: {
      title: 'Italian',
      summary: 'Dama italiana: short kings, men that may not take kings, and a strict order of which capture to make.',
      rules: {
        board:
          '8×8 board turned so that the dark corner square is at each player’s right; the 32 dark squares are numbered 1 to 32 from Black’s side. 12 men each, on 1–12 and 21–32. White moves first.',
        men: 'A man moves one square diagonally forward. It captures only forward and only men — never a king — and must go on jumping while it can.',
        kings: 'A king moves one square diagonally in any direction, and captures any enemy piece next to it in any direction, going on while it can.',
        capture:
          'Capturing is compulsory, and the capture is chosen by these rules in turn: take the most pieces; if equal, capture with a king rather than a man; then take the most kings; then meet a king as early as possible. Only then may you choose.',
        promotion: 'A man that reaches the far row becomes a king, and its move ends.',
        end: 'You win when your opponent cannot move on their turn.',
        draws: 'The third repetition of a position, and 40 moves each without a man moving or a piece being taken.',
      },
      diagrams: {
        start: 'The start: the board’s dark corner, square 32, is at White’s right.',
        noKing: 'A man cannot take a king: the man on 22 may not jump the king on 18; it can only step to 19.',
        quantity: 'The most pieces first: 23x16x7 takes two, so 22x13, taking one, is not allowed.',
        kingFirst: 'Both captures take one piece, so the king must capture (15x6), not the man on 22.',
      },
    },

    pool: {
      title: 'American pool',
      summary: 'Pool checkers: men capture backward, kings fly, you may choose any capture, and Black moves first.',
      rules: {
        board:
          'The checkers board: 32 dark squares numbered 1 to 32 from Black’s side, 12 men each. Black, on 1–12, moves first; White holds 21–32.',
        men: 'A man moves one square diagonally forward. It captures forward or backward over an enemy piece next to it, and keeps jumping while it can.',
        kings:
          'Kings fly: any number of empty squares along a diagonal. A king captures at any distance and lands on any empty square beyond — on one from which it can capture again, if there is such a square.',
        capture:
          'Capturing is compulsory, with free choice of which capture, even a smaller one. The chosen capture must be completed; the pieces taken are removed at its end.',
        promotion:
          'A man that ends its move on the far row becomes a king. If it reaches the far row during a capture and can jump on, it must, and stays a man.',
        end: 'You win when your opponent cannot move on their turn.',
        draws:
          'Three kings against one king must win within 13 moves. Dama also draws at the third repetition of a position and after 40 moves each without a man moving or a capture.',
      },
      diagrams: {
        start: 'The start, as in English checkers: Black, on 1–12, moves first.',
        backward: 'Men capture backward too: the man on 18 takes 22 and lands on 25.',
        passing: 'The man on 11 reaches the far row on 2 but must jump on over 6: it ends on 9, still a man.',
        king: 'The king on 29 takes 22 from a distance and may stop on any empty square beyond it (dots).',
      },
    },

    antidraughts: {
      title: 'Antidraughts',
      summary: 'International draughts turned upside down: the first player who cannot move — all pieces lost or blocked — wins.',
      rules: {
        board: 'As in International draughts: 10×10, 20 men each, White first.',
        men: 'As in International draughts: one square diagonally forward, capturing forward and backward.',
        kings: 'As in International draughts: kings fly.',
        capture:
          'Capturing is compulsory and you must take the most pieces — that is the heart of the game: offer your pieces so that your opponent has to take them.',
        promotion: 'As in International draughts: a man is crowned when its move ends on the far row.',
        end: 'You win when, on your turn, you cannot move: all your pieces are gone or blocked.',
        draws: 'Only the third repetition of a position; there are no move limits.',
      },
      diagrams: {
        start: 'The start, as in International draughts.',
        forced: 'Black must take, and take the most: 23x32x41 captures two men — just what White wanted.',
        blocked: 'White is to move and cannot: the man on 6 is blocked. White wins.',
      },
    },

    breakthrough: {
      title: 'Breakthrough',
      summary: 'International draughts in which the first player to crown a man wins.',
      rules: {
        board: 'As in International draughts: 10×10, 20 men each, White first.',
        men: 'As in International draughts: one square diagonally forward, capturing forward and backward.',
        kings: 'Kings hardly appear: the first one ends the game. In a set-up position they fly, as in International draughts.',
        capture: 'Capturing is compulsory and the largest capture must be taken; a capture comes before a crowning move.',
        promotion: 'A man that only passes over the far row during a capture is not crowned and does not win.',
        end: 'The first player whose man ends a move on the far row wins at once. A player who cannot move loses.',
        draws: 'None: men only go forward, so every game comes to an end.',
      },
      diagrams: {
        start: 'The start, as in International draughts.',
        crown: '7-1 (or 7-2, dot) crowns a man and wins at once.',
        captureFirst: 'A capture comes first: White must play 32x21 and cannot crown with 7-1 this turn.',
      },
    },

    turkish: {
      title: 'Turkish',
      summary: 'Dama: 16 men each on all 64 squares, moving and capturing straight — forward and sideways — with kings that fly like rooks.',
      rules: {
        board: '8×8 board, all 64 squares used. Each side has 16 men on its second and third rows; the back rows start empty. White moves first.',
        men: 'A man steps one square straight forward or sideways, never backward or diagonally. It captures forward or sideways by jumping an enemy piece next to it onto the empty square beyond, and keeps capturing while it can.',
        kings:
          'A king moves like a rook: any number of empty squares along a row or a column. It captures a piece at any distance on its line and lands on any empty square beyond; between jumps it may turn at a right angle, but never straight back.',
        capture:
          'Capturing is compulsory and you must take the most pieces; kings and men count one each. Each piece taken leaves the board at once, so its square is free for the rest of the move.',
        promotion: 'A man that ends its move on the far row becomes a king.',
        end: 'You win when your opponent cannot move on their turn, or has no pieces left.',
        draws:
          'The third repetition of a position; one piece against one piece, unless the side to move can take the other at once; and 40 moves each without a capture or a man moving.',
      },
      diagrams: {
        start: 'The start: 16 men each on the second and third rows.',
        men: 'A man goes one square forward or sideways (dots), never backward.',
        majority: 'The most pieces: d3xd5xf5xf7 takes three, so b3xb5, taking one, is not allowed.',
        king: 'A king flies along rows and columns: from a1 it takes a4, c6, e6 and h7, turning at right angles.',
      },
    },

    frisian: {
      title: 'Frisian',
      summary:
        'Frisian draughts: pieces capture straight as well as diagonally, the most valuable capture must be made, and a king may make only three quiet moves in a row.',
      rules: {
        board: '10×10 board, the 50 dark squares numbered as in International draughts; 20 men each. White moves first.',
        men: 'A man moves one square diagonally forward. It captures in eight directions: diagonally, and straight up, down, left or right over the next dark square on that line (two squares away), forward and backward, and keeps capturing while it can.',
        kings: 'A king moves diagonally any distance. It captures at any distance in all eight directions, landing on any empty square beyond.',
        capture:
          'Capturing is compulsory and the capture of the highest value must be made: a king is worth more than one man but less than two. If a king and a man can make captures of equal value, the king must capture. Pieces taken are removed after the move.',
        promotion: 'A man that ends its move on the far row becomes a king; passing over it during a capture does not crown it.',
        special:
          'While you still have men, the same king may make at most three moves in a row without capturing; then move another piece or capture.',
        end: 'You win when your opponent cannot move on their turn, or has no pieces left.',
        draws:
          'Two kings against one king must win within seven moves. One king against one king is drawn at once, unless a capture comes immediately or cannot be avoided. There is no repetition rule.',
      },
      diagrams: {
        start: 'The start, as in International draughts.',
        straight: 'A man captures straight too: 33 takes 23 upward, then 12 sideways, ending on 11.',
        value: 'A king is worth more than a man: White must take the king with 34x23, not the man with 32x21.',
        king: 'A king captures straight at any distance: 48 takes 28 and may stop on 18 or 8 (dot).',
      },
    },

    frysk: {
      title: 'Frysk!',
      summary: 'Frysk!: the rules of Frisian draughts with only five men each, starting on the back rows.',
      rules: {
        board: '10×10 board as in Frisian draughts, but each side starts with five men on its back row: White on 46–50, Black on 1–5. White moves first.',
        men: 'As in Frisian draughts: one square diagonally forward; captures in eight directions, diagonally and straight, forward and backward.',
        kings: 'As in Frisian draughts: diagonal moves at any distance, captures at any distance in eight directions.',
        capture: 'As in Frisian draughts: the capture of the highest value (a king is worth more than one man, less than two), a king first at equal value.',
        promotion: 'A man that ends its move on the far row becomes a king.',
        special: 'While you still have men, the same king may make at most three moves in a row without capturing — with so few men, this matters early.',
        end: 'You win when your opponent cannot move on their turn, or has no pieces left.',
        draws: 'As in Frisian draughts: two kings against one must win within seven moves; one king against one king is drawn unless a capture is immediate or forced.',
      },
      diagrams: {
        start: 'The start: five men each on the back rows.',
        sideways: 'As in Frisian draughts, men capture straight too: 28 takes 27 sideways, landing on 26.',
      },
    },

    'sixteen-soldiers': {
      title: 'Sixteen Soldiers',
      summary:
        'A game of South Asia (Sholo Guti, “16 vojáků”) on 37 points joined by lines: soldiers move along the lines in every direction and capture by jumping.',
      rules: {
        board:
          'A 5×5 grid of points with a triangle at the top and at the bottom: 37 points joined by lines. Each player has 16 soldiers, on the home triangle and the two nearest rows. White, at the bottom, moves first.',
        men: 'A soldier steps along any line to the next empty point: forward, backward, sideways, or diagonally where a line runs. It captures by jumping an enemy soldier next to it along a line onto the empty point just beyond, and must keep jumping while it can; each soldier jumped leaves the board at once.',
        capture: 'Capturing is compulsory, but you may choose any capture; the largest need not be taken.',
        promotion: 'There are no kings: reaching the far triangle changes nothing.',
        end: 'You win when your opponent has no soldiers left, or cannot move on their turn.',
        draws: 'The third repetition of a position, and 40 moves each without a capture.',
      },
      diagrams: {
        start: 'The start: 16 soldiers each; the middle row is empty.',
        steps: 'A soldier steps to any neighbouring point along a line: from e5 in eight directions (dots).',
        chain: 'The soldier on e4 jumps e5, then turns and jumps d6: e4xe6xc6.',
      },
    },

    'sixteen-soldiers-49': {
      title: 'Sixteen Soldiers, four triangles',
      summary:
        'Sixteen Soldiers on the board of four triangles (49 points), as the Czech program “16 vojáků” plays it: a soldier in a side triangle may step two points at once.',
      rules: {
        board:
          'A 5×5 grid of points with a triangle on each side: 49 points. The start is that of the 37-point board; the left and right triangles start empty. White moves first.',
        men: 'Soldiers move and capture as on the 37-point board. Besides, a soldier standing in the left or right triangle may move two points along a straight line when both are empty (a plain move, never a capture).',
        capture: 'Capturing is compulsory, but you may choose any capture; the largest need not be taken.',
        promotion: 'There are no kings: reaching the far triangle changes nothing.',
        end: 'You win when your opponent has no soldiers left, or cannot move on their turn.',
        draws: 'The third repetition of a position, and 40 moves each without a capture.',
      },
      diagrams: {
        start: 'The start: the side triangles are empty.',
        longStep: 'From a side triangle a soldier may go two points: b5-d5 (arrow), or one (dots).',
        chain: 'The soldier on e5 jumps d5, then b6, landing in the corner of the left triangle: e5xc5xa7.',
      },
    },

    chess: {
      title: 'Chess',
      summary: 'The FIDE game: six kinds of pieces on an 8×8 board, won by checkmating the king.',
      rules: {
        board:
          '8×8 board with a light square in each player’s right-hand corner, files a–h and ranks 1–8. White’s pieces stand on ranks 1 and 2, Black’s on 7 and 8; the queens on d1 and d8. White moves first.',
        pieces:
          'The king steps one square any way. The rook moves any number of empty squares along a rank or file, the bishop along a diagonal, the queen along either. The knight leaps two squares one way and one square to the side, over any piece between. A pawn steps one square forward, two from its starting square when both are empty, and captures one square diagonally forward. Every piece captures by moving onto the enemy piece’s square.',
        promote:
          'A pawn reaching the last rank must become a queen, rook, bishop or knight of its colour: a dialog asks which.',
        special:
          'Castling: a king and a rook that have not moved, with the squares between them empty, move at once: the king two squares toward the rook, the rook to the square the king crossed. Not out of, through or into check. En passant: a pawn that has just advanced two squares beside an enemy pawn may be taken by that pawn as if it had moved one, on the very next move only.',
        end: 'A king attacked is in check, and no move may leave one’s own king in check. A player in check with no legal move is checkmated and loses; a player not in check with no legal move is stalemated: a draw.',
        draws:
          'Stalemate; the third repetition of a position; 50 moves each without a capture or a pawn move; and positions where neither side can mate: kings with at most one bishop or knight on the board, or with bishops only, all on squares of one colour.',
      },
      diagrams: {
        start: 'The start: the queens on their own colour, d1 and d8.',
        castling:
          'White castles queenside, O-O-O: the king goes to c1, the rook from a1 to d1. Castling kingside is not allowed: the bishop on g2 attacks f1, a square the king would cross.',
        enPassant: 'Black has just played d7-d5: the pawn on e5 takes it en passant, exd6, landing behind it.',
        underPromotion: 'b8=N: the pawn becomes a knight, which checks the king on d7 — a queen on b8 would not.',
      },
    },

    shogi: {
      title: 'Shogi',
      summary:
        'Japanese chess: a 9×9 board, pieces that promote in the last three ranks, and captured pieces that come back into play on the captor’s side.',
      rules: {
        board:
          '9×9 board; files numbered 9 to 1 from Black’s left, ranks a (far) to i (near). Each side has 20 pieces on its first three ranks: lances, knights, silvers, golds and the king on the first, a rook and a bishop on the second, nine pawns on the third. Black (sente) moves first, upward.',
        pieces:
          'King: one square any way. Gold: one square any way but diagonally backward. Silver: one square diagonally or straight forward. Knight: only the two leaps forward, two ahead and one to the side. Lance: any distance straight forward. Pawn: one square forward, capturing the same way. Rook and bishop move as in chess. Pieces capture by moving onto the enemy’s square.',
        promote:
          'A move that starts or ends in the far three ranks may promote the piece: silver, knight, lance and pawn then move as a gold, the rook gains the king’s diagonal steps, the bishop the king’s straight steps. Promotion is optional — a dialog asks — except for a pawn or lance on the last rank and a knight on the last two, which must promote. Gold and king never promote.',
        drops:
          'A captured piece goes, unpromoted, into the captor’s hand (shown beside the board). Instead of moving, a player may drop a piece from hand on any empty square: click it in the hand, then the square. Not where it could never move again, nor a pawn on a file where the same player already has an unpromoted pawn (nifu), nor a pawn that checkmates at once (uchifuzume).',
        end: 'As in chess, no move may leave one’s own king attacked. A player with no legal move on their turn loses; there is no stalemate.',
        draws:
          'The fourth repetition of a position (same pieces, hands and player to move) is a draw (sennichite), unless one side gave check on every move of the cycle: that side loses. The game ends at 512 plies: if both kings then stand in their promotion zones (impasse, jishogi), each side counts 5 points for a rook or bishop, promoted or not, and 1 for any other piece but the king, on the board and in hand; fewer than 24 loses, both with 24 or more draw. Otherwise it is a draw. Once both kings have entered, the player to move may also have the points counted at once with Declare impasse.',
      },
      diagrams: {
        start: 'The start: Black (sente, at the bottom) has its rook on the right, the bishop on the left.',
        promotion:
          'The silver enters the promotion zone: S-3c+ promotes it (it will move as a gold); S-3c= keeps it a silver, able to step back diagonally.',
        drop: 'Black drops the pawn from its hand on 3c. It could not be dropped on file 5, which already has a Black pawn.',
        uchifuzume:
          'A pawn dropped on 1b would checkmate the king at once, which the rules forbid; moving a piece there to mate is allowed.',
      },
    },

    xiangqi: {
      title: 'Xiangqi (Chinese chess)',
      summary:
        'Chinese chess: the pieces stand on the 90 points of a board of lines, with a river across the middle and a palace on each side; won by checkmating the general. Red moves first.',
      rules: {
        board:
          'Nine files and ten ranks of lines; the pieces stand on the points where the lines cross, files a–i from Red’s left and ranks 1–10 from Red’s side. A river between ranks 5 and 6 cuts the inner files. Each side has a palace of 3×3 points drawn with its two diagonals: d1–f3 for Red, d8–f10 for Black. Each side has a general, two advisors, two elephants, two horses, two chariots, two cannons and five soldiers. Red moves first.',
        pieces:
          'General: one point along a line, never out of its palace. Advisor: one point diagonally, never out of its palace. Elephant: exactly two points diagonally, never across the river; a piece of either side on the point between (the elephant’s eye) blocks it. Horse: one point straight, then one diagonally outward; a piece on the point next to it in the long direction (the horse’s leg) blocks it. Chariot: any number of empty points along a line, like a rook. Cannon: moves like a chariot, but captures only by jumping exactly one piece of either side (the screen) and taking the first piece beyond it. Soldier: one point forward; once across the river also one point sideways; never back. Every piece but the cannon captures by landing on the enemy piece.',
        promote: 'None: a soldier that reaches the last rank stays a soldier and can then only move sideways.',
        special:
          'The two generals may never face each other on one file with no piece between them: a move that leaves them so is illegal, as is a move that leaves one’s own general attacked.',
        end: 'A general attacked is in check, and no move may leave one’s own general in check. Checkmate wins. A player with no legal move loses, in check or not: stalemate loses.',
        draws:
          'When a position comes back for the third time (same pieces on the same points, same player to move) and one side gave check with every move of the cycle, that side loses: perpetual check loses. Any other third repetition is a draw; Dama does not play the rules against perpetual chasing, so such a cycle draws too. 60 moves by each side without a capture or a soldier’s move are a draw. There is no draw for lack of material.',
      },
      diagrams: {
        start:
          'The start: Red (at the bottom) has its cannons on b3 and h3 and its five soldiers on rank 4; each general stands in the middle of its palace.',
        horse:
          'The horse on d4 cannot leap to c6 or e6: the black soldier on d5 stands on its leg. Its six other leaps are open (dots).',
        elephant:
          'The elephant on c5 stands at the river: it may not cross to e7, and the soldier on d4, in its eye, blocks the way to e3. Only a3 is left (dot).',
        cannon:
          'The cannon on h3 jumps the black cannon on h8, its screen, and takes the horse on h10. It cannot take the cannon on h8 itself: there is no screen between them.',
        generals:
          'The red general may not step to e1: it would face the black general on e9 along an open file. It may go to d2 (dot).',
        soldier:
          'The soldier on c6 has crossed the river: it steps sideways, c6-b6 (arrow), or could go to c7 or d6 (dots). The soldier on g4 has not crossed yet: it may only go forward to g5, not sideways to f4.',
      },
    },

    minixiangqi: {
      title: 'Minixiangqi',
      summary:
        'Xiangqi on a 7×7 board of points (Shi Shiwei, 1973): no river, no advisors and no elephants, and soldiers that move sideways from the start.',
      rules: {
        board:
          'Seven files and seven ranks of lines; the pieces stand on the 49 points where they cross. Each side has a palace of 3×3 points drawn with its two diagonals, c1–e3 for Red and c5–e7 for Black; there is no river. Each side has a general, two horses, two chariots, two cannons and five soldiers. Red moves first.',
        pieces:
          'General, horse, chariot and cannon move as in xiangqi: the general keeps to its palace, a piece on the horse’s leg blocks it, the cannon captures only by jumping exactly one piece. Soldier: one point forward or sideways from the start, never back.',
        promote: 'None: a soldier that reaches the last rank stays a soldier.',
        special: 'As in xiangqi, the two generals may never face each other on one file with no piece between them.',
        end: 'Checkmate wins. A player with no legal move loses, in check or not: stalemate loses.',
        draws:
          'As in xiangqi: at the third repetition of a position, a side that gave check with every move of the cycle loses; any other third repetition is a draw, and so are 60 moves by each side without a capture or a soldier’s move.',
      },
      diagrams: {
        start: 'The start: the generals stand on the same file, d, with the soldiers on d2 and d6 between them.',
        sideways:
          'A soldier moves one point forward or sideways, even in its own half: c4-b4 (arrow), or to c5 or d4 (dots); never back to c3.',
      },
    },

    makruk: {
      title: 'Makruk (Thai chess)',
      summary:
        'Thai chess: an 8×8 board, a met that steps diagonally in place of a queen, khons that step like shogi’s silver generals, and pawns that start on the third rank and become mets on the sixth.',
      rules: {
        board:
          '8×8 board, files a–h and ranks 1–8; the colour of a square plays no part. Each side has a khun (king), a met, two khons, two ma (knights) and two rua (rooks) on its first rank and eight bia (pawns) on its third. White’s khun stands on d1 and met on e1, Black’s khun on e8 and met on d8. White moves first.',
        pieces:
          'Khun: one square any way; no castling. Met: one square diagonally. Khon: one square diagonally or straight forward. Ma: the knight’s leap. Rua: any number of empty squares along a rank or file, like a rook. Bia: one square forward, never two; it captures one square diagonally forward, and there is no en passant. Every piece captures by moving onto the enemy piece’s square.',
        promote: 'A bia reaching the sixth rank (the third for Black) becomes a met at once; there is no choice.',
        end: 'No move may leave one’s own khun attacked. Checkmate wins; a player not in check with no legal move is stalemated: a draw.',
        draws:
          'Stalemate; the third repetition of a position; 64 moves by each side without a capture or a pawn move. The Thai counting rules (once a side has no pawns left, the other must mate within a number of moves set by the material) are not played.',
      },
      diagrams: {
        start: 'The start: the bia stand on the third rank, and each khun faces the other side’s met, d1–d8 and e1–e8.',
        khon: 'The khon steps one square diagonally or straight forward: c3-c4 (arrow), or to b4, d4, b2 or d2 (dots); never straight back to c2.',
        met: 'The met steps one square diagonally: to e4, g4, e2 or g2 (dots), not straight ahead to f4 as a khon could.',
        promotion: 'The bia on d5 reaches the sixth rank: d6=M, it becomes a met at once.',
      },
    },
  },
};
