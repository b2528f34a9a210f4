//! The lessons of Jinmen Defense (`docs/rules/jinmen.md`).

use super::{w, Goal, Lesson, Step};
use crate::rules::game::GameId;

const PLAY_ON: super::Words = w(
    "That lets the win slip away: from here it can no longer be forced in time.",
    "这步放走了胜机：从这里已经不能及时逼出胜局。",
);

const RED_WINS: super::Words = w("You win.", "你赢了。");

const NO_CAPTURE: super::Words = w(
    "That takes nothing. Two take one: after your move, a line through the point you moved to must hold exactly three pieces, side by side: two of yours, then one of black's.",
    "这步没有吃子。二吃一：走完之后，经过落点的一条线上必须正好有三枚棋子，而且连在一起：你的两枚，接着黑方的一枚。",
);

pub(super) static LESSONS: &[Lesson] = &[
    Lesson {
        id: "jinmen-1",
        game: GameId::Jinmen,
        title: w("The step", "走一步"),
        task: w("Move one of your pieces", "走一枚自己的棋子"),
        steps: &[
            Step {
                position: "x.x../.../...../.../..X../.../X...X F",
                task: w(
                    "You are red. A piece steps along a line to the next point, if it is empty. On the outer files a1 and a3 are next to each other.",
                    "你执红。棋子沿线走到下一个点，那里必须是空的。两边的直线上，a1 和 a3 是相邻的。",
                ),
                goal: Goal::OwnPiece,
                miss: w("Move one of your own pieces.", "请走你自己的棋子。"),
                done: w(
                    "Right: one step, never a jump.",
                    "对：只走一步，不能跳。",
                ),
            },
            Step {
                position: "...../X../...../.../.x.../x.X/...X. F",
                task: w(
                    "Now win in two moves.",
                    "现在两步内取胜。",
                ),
                goal: Goal::Win(2),
                miss: PLAY_ON,
                done: RED_WINS,
            },
        ],
    },
    Lesson {
        id: "jinmen-2",
        game: GameId::Jinmen,
        title: w("Two take one", "二吃一"),
        task: w("Capture one piece", "吃掉一枚棋子"),
        steps: &[
            Step {
                position: "..x.x/.../...../.X./.X.x./.../X.... F",
                task: w(
                    "Two of yours side by side, then one of black's, alone on a line: that black piece is taken. Capture it.",
                    "你的两枚棋子连在一起，后面紧跟黑方一枚，一条线上只有这三枚：这枚黑子被吃掉。吃掉它。",
                ),
                goal: Goal::Capture(1),
                miss: NO_CAPTURE,
                done: w(
                    "Right: two take one.",
                    "对：二吃一。",
                ),
            },
            Step {
                position: "...../.../x..../.x./..X../X.X/...Xx F",
                task: w(
                    "Win in two moves: a side left with one piece loses.",
                    "两步内取胜：只剩一枚棋子的一方就输了。",
                ),
                goal: Goal::Win(2),
                miss: PLAY_ON,
                done: RED_WINS,
            },
        ],
    },
    Lesson {
        id: "jinmen-3",
        game: GameId::Jinmen,
        title: w("Three take two", "三吃二"),
        task: w("Capture two pieces in one move", "一步吃掉两枚棋子"),
        steps: &[
            Step {
                position: "x.x../.../...../.X./XX.xx/.../..... F",
                task: w(
                    "Three of yours in a row, then two of black's, alone on a line: both black pieces are taken. Capture two.",
                    "你的三枚连成一排，后面紧跟黑方两枚，一条线上只有这五枚：两枚黑子都被吃掉。一步吃两枚。",
                ),
                goal: Goal::Capture(2),
                miss: w(
                    "That does not take two. Three take two: after your move, a line through the point you moved to must hold exactly five pieces, side by side: three of yours, then two of black's.",
                    "这步没有吃掉两枚。三吃二：走完之后，经过落点的一条线上必须正好有五枚棋子，而且连在一起：你的三枚，接着黑方的两枚。",
                ),
                done: w("Right: three take two.", "对：三吃二。"),
            },
            Step {
                position: "....x/.XX/...XX/..x/...../.../..... F",
                task: w("Win in two moves.", "两步内取胜。"),
                goal: Goal::Win(2),
                miss: PLAY_ON,
                done: RED_WINS,
            },
        ],
    },
    Lesson {
        id: "jinmen-4",
        game: GameId::Jinmen,
        title: w("The whole line counts", "整条线都要算"),
        task: w("Capture on a line that holds nothing else", "在没有别的棋子的线上吃子"),
        steps: &[
            Step {
                position: "..x.x/.../X.x../XX./.X.xX/.../..... F",
                task: w(
                    "A formation takes only when its line holds no other piece, even far away. Find the capture.",
                    "只有整条线上没有别的棋子，阵形才能吃子，远处的也算。找出能吃子的一步。",
                ),
                goal: Goal::Capture(1),
                miss: w(
                    "That takes nothing: the line holds another piece besides the formation. The whole line must hold exactly those pieces.",
                    "这步没有吃子：那条线上除了阵形还有别的棋子。整条线上只能有阵形这几枚。",
                ),
                done: w(
                    "Right: on that line there was nothing else.",
                    "对：那条线上没有别的棋子。",
                ),
            },
            Step {
                position: "...../.../...../X../..x../X../x..X. F",
                task: w("Win in two moves.", "两步内取胜。"),
                goal: Goal::Win(2),
                miss: PLAY_ON,
                done: RED_WINS,
            },
        ],
    },
    Lesson {
        id: "jinmen-5",
        game: GameId::Jinmen,
        title: w("Only the mover captures", "只有走子的一方吃子"),
        task: w("Capture with the piece you move", "用走动的棋子吃子"),
        steps: &[
            Step {
                position: "x...x/.../..X../..X/XXxX./.../..... F",
                task: w(
                    "The piece you move must be part of the formation. Take the black piece on c3.",
                    "吃子的阵形必须包括你走动的那枚棋子。吃掉 c3 上的黑子。",
                ),
                goal: Goal::Capture(1),
                miss: w(
                    "That takes nothing. Only the piece you move captures, on the lines through where it lands; a formation left behind by a piece moving away takes nothing.",
                    "这步没有吃子。只有走动的棋子能吃子，而且只在经过落点的线上；棋子走开后留下的阵形不吃子。",
                ),
                done: w(
                    "Right: the piece you moved made the formation.",
                    "对：是你走动的棋子组成了阵形。",
                ),
            },
            Step {
                position: "...../.X./...../X../Xx.../.X./....x F",
                task: w("Win in two moves.", "两步内取胜。"),
                goal: Goal::Win(2),
                miss: PLAY_ON,
                done: RED_WINS,
            },
        ],
    },
    Lesson {
        id: "jinmen-6",
        game: GameId::Jinmen,
        title: w("One piece left", "只剩一枚"),
        task: w("Leave black one piece", "让黑方只剩一枚棋子"),
        steps: &[
            Step {
                position: "....x/.../...../.X./.X.x./.../X.... F",
                task: w(
                    "A side left with one piece loses at once. Black has two: take one.",
                    "只剩一枚棋子的一方立刻输棋。黑方还有两枚：吃掉一枚。",
                ),
                goal: Goal::LastPiece,
                miss: NO_CAPTURE,
                done: w(
                    "Black has one piece left: you win.",
                    "黑方只剩一枚棋子：你赢了。",
                ),
            },
            Step {
                position: "...X./..X/..Xx./.X./x..../.../..... F",
                task: w("Win in two moves.", "两步内取胜。"),
                goal: Goal::Win(2),
                miss: PLAY_ON,
                done: RED_WINS,
            },
        ],
    },
    Lesson {
        id: "jinmen-7",
        game: GameId::Jinmen,
        title: w("Winning by blocking", "围困取胜"),
        task: w("Leave black with no legal move", "让黑方无棋可走"),
        steps: &[
            Step {
                position: "xX.Xx/.../X..../.../....X/.../..... F",
                task: w(
                    "A player with no legal move loses. Close the last way out of the two black pieces.",
                    "轮到走棋却无棋可走的一方就输了。堵住两枚黑子的最后一条出路。",
                ),
                goal: Goal::Block,
                miss: w(
                    "Black can still move after that. Every black piece must have all its neighbouring points taken.",
                    "这步之后黑方还有棋可走。每枚黑子相邻的点都必须被占住。",
                ),
                done: w("Black has no legal move: you win.", "黑方无棋可走：你赢了。"),
            },
            Step {
                position: "....X/X../x...X/.../...../..X/....x F",
                task: w("Win in two moves.", "两步内取胜。"),
                goal: Goal::Win(2),
                miss: PLAY_ON,
                done: RED_WINS,
            },
        ],
    },
];
