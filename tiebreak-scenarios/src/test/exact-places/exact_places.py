"""The solver's side of the exact places (see README.md): Python 3 with SciPy (HiGHS).

  python3 exact_places.py solve DIR PLAYER...          four models for each player and result
  python3 exact_places.py table DIR EVENT RULESET JAR  the places, solutions ranked by the engine

DIR holds model.txt and validate.txt from ExactPlacesModel.java. For each player and each result of
their game, four models: the most players who can finish ahead (the worst place) and the fewest
(the best), each with a tie on every tie-break modelled counted once as ahead and once as behind.
"""
import collections
import json
import subprocess
import sys
import time

import numpy as np
from scipy.optimize import Bounds, LinearConstraint, milp
from scipy.sparse import lil_matrix

VOLUNTARY = ('FORFEIT_LOSS', 'WITHDRAWN', 'HALF_POINT_BYE', 'ZERO_POINT_BYE', 'FULL_POINT_BYE')
RESULTS = ('win', 'draw', 'loss')


class Event:
    """The model: every figure as a sum of what each game's result (or two games') adds."""

    def __init__(self, folder):
        self.games, self.base, self.kinds = [], {}, {}
        self.df, self.dc = collections.defaultdict(list), collections.defaultdict(list)
        self.pair = collections.defaultdict(dict)
        for line in open(folder + '/model.txt'):
            t = line.split()
            if t[0] == 'CODES':
                self.codes = t[1:]
            elif t[0] == 'N':
                self.n, self.rounds = int(t[1]), int(t[5])
            elif t[0] == 'KINDS':
                self.kinds[int(t[1])] = t[2:]
            elif t[0] == 'GAME':
                self.games.append((int(t[2]), int(t[3])))
            elif t[0] == 'BASE':
                self.base[int(t[1])] = [None if v == 'X' else int(v) for v in t[2:]]
            elif t[0] in ('DF', 'DC'):
                g, r, k, q, d = map(int, t[1:6])
                (self.df if t[0] == 'DF' else self.dc)[(q, k)].append((g, r, d))
            elif t[0] == 'PAIR':
                q, k, g1, g2, r1, r2, v = map(int, t[1:8])
                self.pair[(q, k)]['games'] = (g1, g2)
                self.pair[(q, k)][(r1, r2)] = v
        self.f = 1 + len(self.codes)
        self.game_of = {}
        for g, (white, black) in enumerate(self.games):
            self.game_of[white], self.game_of[black] = (g, 0), (g, 2)
        self.levels = self.validated(folder)

    def rounds_of(self, q, sb):
        offset = self.rounds if sb else 0
        return [k for k in range(offset, offset + self.rounds)
                if self.base[q][self.f + k] is not None]

    def cut_first(self, q):
        """The rounds a cut may drop: the voluntary unplayed ones if any (C.07 16.5), else all."""
        rounds = self.rounds_of(q, False)
        voluntary = [k for k in rounds if self.kinds[q][k] in VOLUNTARY]
        return voluntary or rounds

    def figure(self, q, k, x):
        if self.base[q][k] is None:
            return None
        return self.base[q][k] + sum(d for g, r, d in self.df[(q, k)] if x[g] == r)

    def contribution(self, q, k, x):
        if (q, k) in self.pair:
            g1, g2 = self.pair[(q, k)]['games']
            return self.pair[(q, k)][(x[g1], x[g2])]
        return self.base[q][self.f + k] + sum(d for g, r, d in self.dc[(q, k)] if x[g] == r)

    def value(self, code, q, x):
        if code in ('BH', 'BH/C1'):
            cs = {k: self.contribution(q, k, x) for k in self.rounds_of(q, False)}
            cut = min(cs[k] for k in self.cut_first(q)) if code == 'BH/C1' and cs else 0
            return sum(cs.values()) - cut
        if code == 'SB':
            return sum(self.contribution(q, k, x) for k in self.rounds_of(q, True))
        return self.figure(q, 1 + self.codes.index(code), x)

    def validated(self, folder):
        """The tie-breaks, in order, that the model gives as the engine does in every sample."""
        wrong, x = set(), None
        for line in open(folder + '/validate.txt'):
            t = line.split()
            if t[0] == 'X':
                x = [int(v) for v in t[1:]]
                continue
            q, figures = int(t[1]), [None if v == 'X' else int(v) for v in t[2:]]
            if self.figure(q, 0, x) != figures[0]:
                raise SystemExit(f'player {q}: the score is not a sum of its games')
            for i, code in enumerate(self.codes):
                if self.value(code, q, x) != figures[1 + i]:
                    wrong.add(code)
        levels = []
        for code in self.codes:
            if code in wrong:
                break
            levels.append(code)
        print('modelled:', ', '.join(levels) or 'the score only', file=sys.stderr)
        return levels


class Model:
    """A mixed-integer model for milp; an expression is ({variable: coefficient}, constant)."""

    def __init__(self):
        self.lb, self.ub, self.integral, self.rows = [], [], [], []

    def var(self, lb=0, ub=1, integral=True):
        self.lb.append(lb)
        self.ub.append(ub)
        self.integral.append(1 if integral else 0)
        return len(self.lb) - 1

    def at_least(self, expr, bound):
        self.rows.append((expr[0], bound - expr[1]))

    def lowest(self, expr):
        return expr[1] + sum(c * (self.lb[v] if c > 0 else self.ub[v]) for v, c in expr[0].items())

    def highest(self, expr):
        return -self.lowest(({v: -c for v, c in expr[0].items()}, -expr[1]))

    def at_least_if(self, b, expr, bound):
        """expr >= bound where the binary b is 1, with the smallest big M that leaves it free."""
        big = bound - self.lowest(expr)
        if big > 0:
            self.at_least(add(expr, ({b: -big}, 0)), bound - big)

    def solve(self, objective, time_limit):
        a = lil_matrix((len(self.rows), len(self.lb)))
        for i, (coefficients, _) in enumerate(self.rows):
            for v, c in coefficients.items():
                a[i, v] = c
        c = np.zeros(len(self.lb))
        for v, w in objective.items():
            c[v] = w
        lower = [bound for _, bound in self.rows]
        return milp(c, constraints=LinearConstraint(a.tocsr(), lower, np.inf),
                    integrality=np.array(self.integral), bounds=Bounds(self.lb, self.ub),
                    options={'time_limit': time_limit, 'mip_rel_gap': 0})


def add(a, b, k=1):
    d = dict(a[0])
    for v, c in b[0].items():
        d[v] = d.get(v, 0) + k * c
    return d, a[1] + k * b[1]


def question(event, p, result, worst, ties_ahead, time_limit):
    """The most (worst) or fewest (best) players ahead of p after its result, and a completion."""
    m = Model()
    x = [[m.var() for _ in range(3)] for _ in event.games]
    for g in range(len(event.games)):
        m.at_least(({x[g][0]: 1, x[g][1]: 1, x[g][2]: 1}, 0), 1)
        m.at_least(({x[g][0]: -1, x[g][1]: -1, x[g][2]: -1}, 0), -1)
    own = None
    if p in event.game_of:
        g, white_wins = event.game_of[p]
        own = (g, white_wins if result == 0 else 1 if result == 1 else 2 - white_wins)
        for r in range(3):
            m.ub[x[g][r]] = 1 if r == own[1] else 0
    pairs = {}

    def linear(base, deltas):
        d = {}
        for g, r, delta in deltas:
            d[x[g][r]] = d.get(x[g][r], 0) + delta
        return d, base

    def both(g1, g2):
        if (g1, g2) not in pairs:
            w = [[m.var(0, 1, False) for _ in range(3)] for _ in range(3)]
            for r in range(3):
                for row in ({w[r][0]: 1, w[r][1]: 1, w[r][2]: 1, x[g1][r]: -1},
                            {w[0][r]: 1, w[1][r]: 1, w[2][r]: 1, x[g2][r]: -1}):
                    m.at_least((row, 0), 0)
                    m.at_least(({v: -c for v, c in row.items()}, 0), 0)
            pairs[(g1, g2)] = w
        return pairs[(g1, g2)]

    def contribution(q, k):
        if (q, k) in event.pair:
            table = event.pair[(q, k)]
            w = both(*table['games'])
            return {w[a][b]: table[(a, b)] for a in range(3) for b in range(3)}, 0
        return linear(event.base[q][event.f + k], event.dc[(q, k)])

    def total(q, sb):
        e = ({}, 0)
        for k in event.rounds_of(q, sb):
            e = add(e, contribution(q, k))
        return e

    def cut(q, low):
        """BH/C1 as a variable: at least every BH less a round (low), or one of them (high)."""
        bh = total(q, False)
        kept = [add(bh, contribution(q, k), -1) for k in event.cut_first(q)]
        t = m.var(min(map(m.lowest, kept)), max(map(m.highest, kept)), False)
        if low:
            for each in kept:
                m.at_least(add(({t: 1}, 0), each, -1), 0)
        else:
            choices = [(m.var(), each) for each in kept]
            m.at_least(({z: 1 for z, _ in choices}, 0), 1)
            for z, each in choices:
                m.at_least_if(z, add(each, ({t: 1}, 0), -1), 0)
        return {t: 1}, 0

    def key(q, low):
        out = [linear(event.base[q][0], event.df[(q, 0)])]
        for code in event.levels:
            if code == 'BH/C1':
                out.append(cut(q, low))
            elif code in ('BH', 'SB'):
                out.append(total(q, code == 'SB'))
            else:
                i = 1 + event.codes.index(code)
                out.append(linear(event.base[q][i], event.df[(q, i)]))
        return out

    score = event.base[p][0] + sum(d for g, r, d in event.df[(p, 0)] if own and (g, r) == own)
    mine = key(p, worst)
    always, counted = 0, []
    for q in sorted(event.base):
        if q == p or event.base[q][0] is None:
            continue
        s = linear(event.base[q][0], event.df[(q, 0)])
        lowest = s[1] + sum(min(0, c) for c in s[0].values())
        highest = s[1] + sum(max(0, c) for c in s[0].values())
        if lowest > score:
            always += 1
            continue
        if highest < score:
            continue
        differences = [add(a, b, -1) for a, b in zip(key(q, not worst), mine)]
        if not worst:
            differences = [({v: -c for v, c in d.items()}, -k) for d, k in differences]
        # Worst: ahead counts only where some level j puts q above, level with p before it.
        # Best: behind (not counted) only where some level j puts p above the same way.
        y = m.var()
        counted.append(y)
        choices = []
        for j in range(len(differences) + (1 if ties_ahead == worst else 0)):
            b = m.var()
            choices.append(b)
            for i in range(min(j + 1, len(differences))):
                m.at_least_if(b, differences[i], 1 if i == j else 0)
        either = {b: 1 for b in choices}
        either[y] = -1 if worst else 1
        m.at_least((either, 0), 0 if worst else 1)
    start = time.time()
    solution = m.solve({y: -1 if worst else 1 for y in counted}, time_limit)
    results = [max(range(3), key=lambda r: solution.x[x[g][r]]) for g in range(len(event.games))]
    return dict(player=p, result=RESULTS[result], end='worst' if worst else 'best',
                ties_ahead=ties_ahead,
                place=1 + always + round(sum(solution.x[y] for y in counted)),
                proven=solution.status == 0, seconds=round(time.time() - start, 2), results=results)


def solve(folder, players, time_limit=3600):
    event = Event(folder)
    with open(folder + '/solutions.jsonl', 'a') as out:
        for p in players:
            for result in (range(3) if p in event.game_of else [0]):
                for worst in (False, True):
                    for ties_ahead in (True, False):
                        found = question(event, p, result, worst, ties_ahead, time_limit)
                        if p not in event.game_of:
                            found['result'] = 'none'
                        out.write(json.dumps(found) + '\n')
                        out.flush()
                        print(p, found['result'], found['end'], found['place'], found['seconds'],
                              file=sys.stderr)


def table(folder, trf, ruleset, jar):
    """Each place between the solver's bound and the engine's places in its solutions."""
    found = [json.loads(line) for line in open(folder + '/solutions.jsonl')]
    with open(folder + '/completions.txt', 'w') as out:
        for i, f in enumerate(found):
            out.write(f"{f['player']} {i} " + ' '.join(map(str, f['results'])) + '\n')
    here = sys.argv[0].rsplit('/', 1)[0] if '/' in sys.argv[0] else '.'
    ranked = subprocess.run(['java', '-cp', jar, here + '/ExactPlacesModel.java', 'verify', trf,
                             ruleset, folder + '/completions.txt'],
                            capture_output=True, text=True, check=True)
    places = {int(t[1]): (int(t[2]), int(t[3])) for t in map(str.split, ranked.stdout.splitlines())}
    by = collections.defaultdict(dict)
    for i, f in enumerate(found):
        if not f['proven']:
            raise SystemExit(f'not proven: {f}')
        reached = places[i][1] if f['end'] == 'worst' else places[i][0]
        by[(f['player'], f['result'])][(f['end'], f['ties_ahead'])] = (f['place'], reached)
    print('# player, own result ("none" without a game), best place, worst place'
          ' (a-b: between a and b): see README.md')
    for (p, result), ends in by.items():
        # The worst: at most the bound counting ties ahead, at least any place reached.
        worst = (max(r for _, r in (ends[('worst', True)], ends[('worst', False)])),
                 ends[('worst', True)][0])
        best = (ends[('best', False)][0],
                min(r for _, r in (ends[('best', True)], ends[('best', False)])))
        if best[0] > best[1] or worst[0] > worst[1]:
            raise SystemExit(f'{p} {result}: a completion passes the bound, {best} {worst}')
        text = [str(a) if a == b else f'{a}-{b}' for a, b in (best, worst)]
        print(p, result, *text)


if __name__ == '__main__':
    if sys.argv[1] == 'solve':
        solve(sys.argv[2], [int(v) for v in sys.argv[3:]])
    else:
        table(*sys.argv[2:6])
