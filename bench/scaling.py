#!/usr/bin/env python3
"""Scaling study report: reads the RESULT lines that the device machine's
job wrote (pb_cuda.tN.out, pb_omp.tN.out, NAME.tN.out, NAME_omp.tN.out for
N worker cores) and prints a Markdown table of times and speedups over one
core; with --svg FILE also draws the speedups (geometric mean over the
PolyBench kernels, and each own-set pair) as an SVG line chart; then a
table of each PolyBench kernel at 1 and 16 cores.

  bench/scaling.py RESULTS_DIR [--svg docs/scaling.svg]
"""
import math
import os
import sys

THREADS = [1, 2, 4, 8, 16]
OWN = ["vector_add", "matmul", "reduce"]


def results(path):
    """{name: median ms} from the RESULT lines of one output file."""
    out = {}
    try:
        with open(path) as f:
            for line in f:
                p = line.split()
                if len(p) == 4 and p[0] == "RESULT":
                    out[p[1]] = float(p[3])
    except OSError:
        pass
    return out


def geomean(xs):
    xs = [x for x in xs if x > 0]
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else float("nan")


def load(d):
    data = {}  # series -> {threads: {name: ms}}
    for t in THREADS:
        for s in ("pb_cuda", "pb_omp"):
            data.setdefault(s, {})[t] = results(os.path.join(d, f"{s}.t{t}.out"))
        for n in OWN:
            for s in (n, n + "_omp"):
                data.setdefault(s, {})[t] = results(os.path.join(d, f"{s}.t{t}.out"))
    return data


def speedups(per_t):
    """geomean over names of time(1) / time(t), per t (names present at 1)."""
    base = per_t.get(1, {})
    sp = {}
    for t in THREADS:
        cur = per_t.get(t, {})
        names = [n for n in base if n in cur and cur[n] > 0]
        if names:
            sp[t] = geomean([base[n] / cur[n] for n in names])
    return sp


def table(data):
    lines = ["| series | " + " | ".join(f"{t} cores" for t in THREADS) + " |",
             "|---" * (len(THREADS) + 1) + "|"]
    series = [("PolyBench, cucc (geomean speedup)", "pb_cuda"),
              ("PolyBench, OpenMP (geomean speedup)", "pb_omp")]
    for n in OWN:
        series += [(f"{n}, cucc", n), (f"{n}, OpenMP", n + "_omp")]
    for label, s in series:
        sp = speedups(data[s])
        cells = [f"{sp[t]:.2f}x" if t in sp else "-" for t in THREADS]
        lines.append(f"| {label} | " + " | ".join(cells) + " |")
    # cucc / OpenMP geomean time ratio per thread count (PolyBench)
    cells = []
    for t in THREADS:
        c, o = data["pb_cuda"].get(t, {}), data["pb_omp"].get(t, {})
        names = [n for n in c if n in o and o[n] > 0]
        cells.append(f"{geomean([c[n] / o[n] for n in names]):.2f}" if names else "-")
    lines.append("| PolyBench time cucc / OpenMP (geomean) | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def kernels(data):
    """Per PolyBench kernel: cucc and OpenMP at 1 and 16 cores."""
    lines = ["| kernel | cucc 1 core | OpenMP 1 core | cucc/OpenMP | "
             "cucc 16 cores | OpenMP 16 cores | cucc/OpenMP |",
             "|---|---:|---:|---:|---:|---:|---:|"]
    c1, o1 = data["pb_cuda"].get(1, {}), data["pb_omp"].get(1, {})
    c16, o16 = data["pb_cuda"].get(16, {}), data["pb_omp"].get(16, {})
    for n in sorted(c1):
        if n not in o1 or n not in c16 or n not in o16:
            continue
        lines.append(f"| {n[3:] if n.startswith('pb_') else n} | {c1[n]:.2f} | "
                     f"{o1[n]:.2f} | {c1[n] / o1[n]:.2f} | {c16[n]:.2f} | "
                     f"{o16[n]:.2f} | {c16[n] / o16[n]:.2f} |")
    return "\n".join(lines)


def svg(data, path):
    w, h, ml, mr, mt, mb = 640, 420, 60, 190, 30, 50
    pw, ph = w - ml - mr, h - mt - mb
    ymax = 16.0

    def x(t):
        return ml + pw * math.log2(t) / math.log2(THREADS[-1])

    def y(v):
        return mt + ph * (1 - math.log2(max(v, 0.5)) / math.log2(ymax) * 0.95) \
            if v >= 1 else mt + ph

    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" '
             f'font-family="sans-serif" font-size="12">',
             f'<rect width="{w}" height="{h}" fill="white"/>',
             f'<text x="{ml}" y="18" font-size="14">Speedup over 1 core '
             f'(device machine, 16 cores)</text>']
    for t in THREADS:
        parts.append(f'<line x1="{x(t):.1f}" y1="{mt}" x2="{x(t):.1f}" '
                     f'y2="{mt + ph}" stroke="#ddd"/>')
        parts.append(f'<text x="{x(t):.1f}" y="{mt + ph + 18}" '
                     f'text-anchor="middle">{t}</text>')
    for v in (1, 2, 4, 8, 16):
        parts.append(f'<line x1="{ml}" y1="{y(v):.1f}" x2="{ml + pw}" '
                     f'y2="{y(v):.1f}" stroke="#ddd"/>')
        parts.append(f'<text x="{ml - 8}" y="{y(v) + 4:.1f}" '
                     f'text-anchor="end">{v}x</text>')
    parts.append(f'<text x="{ml + pw / 2}" y="{h - 10}" text-anchor="middle">'
                 f'worker cores (taskset)</text>')
    series = [("ideal", None, "#999", "4,4"),
              ("PolyBench cucc", "pb_cuda", "#d62728", ""),
              ("PolyBench OpenMP", "pb_omp", "#1f77b4", ""),
              ("matmul cucc", "matmul", "#ff7f0e", "6,3"),
              ("matmul OpenMP", "matmul_omp", "#17becf", "6,3"),
              ("vector_add cucc", "vector_add", "#2ca02c", "2,3"),
              ("vector_add OpenMP", "vector_add_omp", "#9467bd", "2,3")]
    for i, (label, s, color, dash) in enumerate(series):
        sp = {t: float(t) for t in THREADS} if s is None else speedups(data[s])
        pts = " ".join(f"{x(t):.1f},{y(sp[t]):.1f}" for t in THREADS if t in sp)
        if not pts:
            continue
        da = f' stroke-dasharray="{dash}"' if dash else ""
        parts.append(f'<polyline points="{pts}" fill="none" stroke="{color}" '
                     f'stroke-width="2"{da}/>')
        ly = mt + 14 + 18 * i
        parts.append(f'<line x1="{ml + pw + 12}" y1="{ly - 4}" x2="{ml + pw + 36}" '
                     f'y2="{ly - 4}" stroke="{color}" stroke-width="2"{da}/>')
        parts.append(f'<text x="{ml + pw + 42}" y="{ly}">{label}</text>')
    parts.append("</svg>")
    with open(path, "w") as f:
        f.write("\n".join(parts) + "\n")


def main():
    args = sys.argv[1:]
    if not args or args[0].startswith("-"):
        sys.exit(__doc__)
    data = load(args[0])
    if not any(data["pb_cuda"].values()):
        sys.exit(f"no results in {args[0]}")
    print(table(data))
    print()
    print(kernels(data))
    if "--svg" in args:
        svg(data, args[args.index("--svg") + 1])


if __name__ == "__main__":
    main()
