#!/usr/bin/env python3
"""cucc: list (and optionally rename) the identifiers of include/ that a user
macro could hit: template parameters, function parameters, local variables
and fields whose names are not reserved (reserved: `__x`, `_X`).

It reads clang's JSON AST of a translation unit that includes every header
(in the device pass, the host pass and plain C++), so that it sees what the
compiler sees. Output: one line per name and scope,
  file:line kind name
Fields are listed for review (some are CUDA's documented API: `x`, `y`...).
With --rename, parameters, locals and template parameters are renamed in
place to `__name` (or `__cucc_name` where `__name` is already used in
include/): every identifier token of that name inside the declaration's
scope that is not a member access (`.n`, `->n`) or a qualified name (`::n`).
Files given with --keep are only listed (they are owned elsewhere).
Developer tool, not run by the build: tests/driver/macro_safety.sh is the
test.
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
INC = os.path.join(ROOT, "include")
IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")

FUNCS = {"FunctionDecl", "CXXMethodDecl", "CXXConstructorDecl",
         "CXXDestructorDecl", "CXXConversionDecl", "CXXDeductionGuideDecl",
         "LambdaExpr"}
TEMPLATES = {"FunctionTemplateDecl", "ClassTemplateDecl",
             "TypeAliasTemplateDecl", "VarTemplateDecl", "ConceptDecl",
             "ClassTemplatePartialSpecializationDecl",
             "VarTemplatePartialSpecializationDecl"}
# listed when declared inside a class or function (with --fields)
MEMBERS = {"TypedefDecl", "TypeAliasDecl", "EnumConstantDecl",
           "CXXRecordDecl", "EnumDecl"}
TPARMS = {"TemplateTypeParmDecl", "NonTypeTemplateParmDecl",
          "TemplateTemplateParmDecl"}


def reserved(name):
    return name.startswith("__") or re.match(r"_[A-Z]", name) is not None


def tu_text():
    names = []
    for d, _, files in os.walk(INC):
        for f in files:
            rel = os.path.relpath(os.path.join(d, f), INC)
            names.append(rel)
    skip = {"cuda_d3d10_interop.h", "cuda_d3d11_interop.h",
            "cuda_d3d9_interop.h", "cuda_egl_interop.h", "cuda_gl_interop.h",
            "cuda_vdpau_interop.h"}
    lines = ["#include <%s>" % n for n in sorted(names)
             if n not in skip and not n.endswith(".hpp")
             and not n.startswith("crt/")
             and "/details/" not in n]
    return "\n".join(lines) + "\n"


def configs():
    base = ["clang++-19", "-fsyntax-only", "-w", "-std=c++17",
            "-isystem", INC, "-Xclang", "-ast-dump=json"]
    cuda = ["-x", "cuda", "--cuda-path=/nonexistent", "-nocudainc",
            "-nocudalib", "-Xclang", "-target-sdk-version=12.4",
            "-Wno-unknown-cuda-version", "-D__CUCC__=1", "-include",
            "cuda_runtime.h"]
    return [
        base + cuda + ["--cuda-device-only", "--cuda-gpu-arch=sm_90",
                       "-U__CUDA_ARCH__", "-D__CUDA_ARCH__=900"],
        base + cuda + ["--cuda-host-only"],
        base + ["-x", "c++"],
    ]


class Walker:
    def __init__(self):
        self.file = None
        self.line = None
        self.found = []  # (kind, name, loc, scope-range, in_function)

    def bare(self, loc):
        if "file" in loc:
            self.file = loc["file"]
        if "line" in loc:
            self.line = loc["line"]
        loc["_file"] = self.file
        loc["_line"] = self.line

    def locs(self, v):
        """resolve the locations of one loc or range object in order"""
        if not isinstance(v, dict):
            return
        if "offset" in v:
            self.bare(v)
            return
        for k in ("spellingLoc", "expansionLoc", "begin", "end"):
            if k in v:
                self.locs(v[k])

    def walk(self, node, stack):
        for k, v in node.items():
            if k in ("loc", "range"):
                self.locs(v)
        kind = node.get("kind")
        name = node.get("name")
        if kind and name and not node.get("isImplicit"):
            scope = None
            if kind == "ParmVarDecl" or (kind == "VarDecl" and any(
                    s.get("kind") in FUNCS for s in stack)):
                # the outermost function: lambdas and local classes in it
                # see the same names
                scope = next((s for s in stack if s.get("kind") in FUNCS),
                             None)
            elif kind in TPARMS:
                scope = next((s for s in reversed(stack)
                              if s.get("kind") in TEMPLATES or
                              s.get("kind") in FUNCS), None)
            elif kind in ("FieldDecl", "BindingDecl") or (
                    kind in MEMBERS and stack and
                    stack[-1].get("kind") not in ("TranslationUnitDecl",
                                                  "NamespaceDecl",
                                                  "LinkageSpecDecl")):
                scope = stack[-1]
            if scope is not None:
                self.found.append((kind, name, node.get("loc"),
                                   scope.get("range"), scope.get("kind")))
        inner = node.get("inner")
        if inner:
            stack.append(node)
            for c in inner:
                self.walk(c, stack)
            stack.pop()


def point(loc, which):
    """(file, offset, tokLen) of a location; which: spellingLoc/expansionLoc"""
    if loc is None:
        return None
    if "offset" in loc:
        return (loc["_file"], loc["offset"], loc.get("tokLen", 0), loc["_line"])
    if which in loc and "offset" in loc[which]:
        l = loc[which]
        return (l["_file"], l["offset"], l.get("tokLen", 0), l["_line"])
    return None


def collect():
    src = tempfile.NamedTemporaryFile("w", suffix=".cu", delete=False)
    src.write(tu_text())
    src.close()
    out = {}
    for cfg in configs():
        args = cfg + [src.name]
        p = subprocess.run(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        if p.returncode != 0:
            sys.stderr.write(p.stderr.decode()[:4000])
            sys.exit("clang failed: " + " ".join(args))
        w = Walker()
        w.walk(json.loads(p.stdout), [])
        for kind, name, loc, rng, skind in w.found:
            if reserved(name):
                continue
            sp = point(loc, "spellingLoc")
            if sp is None or not sp[0] or not os.path.realpath(
                    sp[0]).startswith(INC + os.sep):
                continue
            ex = point(loc, "expansionLoc")
            b = point(rng and rng.get("begin"), "expansionLoc")
            e = point(rng and rng.get("end"), "expansionLoc")
            in_macro = ex is not None and ex[:2] != sp[:2]
            key = (os.path.realpath(sp[0]), kind, name,
                   None if in_macro or not b or not e else (b[1], e[1] + e[2]),
                   (sp[1], os.path.realpath(ex[0]), ex[1]) if in_macro else None)
            out.setdefault(key, sp[3])
    os.unlink(src.name)
    return out


def tokens(text):
    """identifier tokens of C++ text outside comments, strings and chars:
    (start, end, name)"""
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            i = text.find("\n", i)
            i = n if i < 0 else i
        elif text.startswith("/*", i):
            i = text.find("*/", i + 2)
            i = n if i < 0 else i + 2
        elif c in "\"'":
            j = i + 1
            while j < n and text[j] != c:
                j += 2 if text[j] == "\\" else 1
            i = j + 1
        elif c.isdigit():
            m = re.compile(r"[0-9A-Za-z_.']+").match(text, i)
            i = m.end()
        elif c.isalpha() or c == "_":
            m = IDENT.match(text, i)
            yield (i, m.end(), m.group())
            i = m.end()
        else:
            i += 1


def prev_sig(text, i):
    j = i - 1
    while j >= 0 and text[j] in " \t\\\n":
        j -= 1
    return text[max(0, j - 1):j + 1]


def new_name(name, used):
    n = "__" + name if not name.startswith("_") else "__cucc" + name
    if n in used:
        n = "__cucc_" + name.lstrip("_")
    return n


def define_span(text, off):
    """the #define directive that contains offset `off`: (start, end, params)"""
    s = text.rfind("\n", 0, off) + 1
    while s > 1 and text[s - 2] == "\\":
        s = text.rfind("\n", 0, s - 1) + 1
    e = off
    while True:
        e = text.find("\n", e)
        if e < 0 or text[e - 1] != "\\":
            break
        e += 1
    e = len(text) if e < 0 else e
    m = re.match(r"\s*#\s*define\s+\w+\(([^)]*)\)", text[s:e])
    params = set(IDENT.findall(m.group(1))) if m else set()
    return s, e, params


def invocation_span(text, off):
    """a macro invocation NAME(...) that starts at `off`"""
    i = text.find("(", off)
    depth = 0
    for s, t in ((m.start(), m.group()) for m in re.finditer(r"[()]", text[i:])):
        depth += 1 if t == "(" else -1
        if depth == 0:
            return off, i + s + 1
    return off, len(text)


def realign(old, new):
    """put the continuation backslashes of #define lines back at column 80
    where a rename moved them"""
    out = []
    for was, line in zip(old.split("\n"), new.split("\n")):
        m = re.match(r"(.*?\S)\s+\\$", line)
        if m and was != line and len(was) == 80 and was.endswith("\\"):
            line = m.group(1).ljust(79) + "\\" if len(m.group(1)) < 78 \
                else m.group(1) + " \\"
        out.append(line)
    return "\n".join(out)


def rename(found, keep):
    used = set()
    texts = {}
    for d, _, files in os.walk(INC):
        for f in files:
            p = os.path.join(d, f)
            texts[p] = open(p).read()
            used.update(t[2] for t in tokens(texts[p]))
    edits = {}  # file -> {start: (end, new)}
    for (path, kind, name, rng, moff) in found:
        if kind in ("FieldDecl", "BindingDecl") or kind in MEMBERS or \
                path in keep:
            continue
        text = texts[path]
        spans = []
        if moff is not None:
            # declared in a macro's body or in its arguments: the names in
            # the body (not the macro's parameters) and in the invocation
            sp, exfile, ex = moff
            b, e, params = define_span(text, sp)
            if text[b:e].lstrip().startswith("#"):
                if name in params:
                    continue
                spans.append((path, b, e))
            spans.append((exfile,) + invocation_span(texts[exfile], ex))
        elif rng is not None:
            spans.append((path,) + rng)
        nn = new_name(name, used)
        for path, b, e in spans:
            text = texts[path]
            for s, t, tok in tokens(text[b:e]):
                ps = prev_sig(text, b + s)
                if tok != name or ps in ("->", "::") or \
                        (ps[-1:] == "." and ps != ".."):
                    continue
                edits.setdefault(path, {})[b + s] = (b + t, nn)
    for path, ed in edits.items():
        text = texts[path]
        out, last = [], 0
        for s in sorted(ed):
            t, nn = ed[s]
            if s < last:
                continue
            out.append(text[last:s])
            out.append(nn)
            last = t
        out.append(text[last:])
        open(path, "w").write(realign(text, "".join(out)))
        print("renamed %d tokens in %s" % (len(ed), os.path.relpath(path, ROOT)))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rename", action="store_true")
    ap.add_argument("--keep", action="append", default=[],
                    help="header (relative to include/) to list, not rename")
    ap.add_argument("--fields", action="store_true", help="list fields too")
    a = ap.parse_args()
    found = collect()
    keep = {os.path.realpath(os.path.join(INC, k)) for k in a.keep}
    rows = set()
    for (path, kind, name, rng, moff), line in found.items():
        if (kind in ("FieldDecl", "BindingDecl") or kind in MEMBERS) and \
                not a.fields:
            continue
        rows.add("%s:%d %s %s" % (os.path.relpath(path, ROOT), line, kind, name))
    for r in sorted(rows):
        print(r)
    if a.rename:
        rename(found, keep)


if __name__ == "__main__":
    main()
