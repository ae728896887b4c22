#!/bin/sh
# cucc-prof: runs a program built with cucc under cucc's profiler and prints
# its summary, as `nsys profile --stats=true` does (docs/PROFILER.md). The
# runtime records when CUCC_PROF names an output prefix; at exit it writes
# PREFIX.txt (the summary) and PREFIX.json (a Chrome trace-event timeline
# for ui.perfetto.dev or chrome://tracing); this script adds PREFIX.html, an
# offline view (lib/cucc/timeline.html with the trace in it). Each process of the program
# (MPI ranks, children that exec) writes its own files when the prefix has
# %p (the process id).
usage() {
  cat <<USAGE
usage: cucc-prof [options] program [arguments...]
  -o, --output=PREFIX     write PREFIX.json and PREFIX.txt (default:
                          cucc-prof-report; %p becomes the process id)
  --stats=true|false      print the summary after the run (default: true)
  -c, --capture-range=cudaProfilerApi
                          record only between cudaProfilerStart and
                          cudaProfilerStop
  -f, --force-overwrite=true|false
                          replace existing output (default: true)
  --html=true|false       also write PREFIX.html, an offline view of the
                          timeline (default: true)
  -h, --help              this text
USAGE
}
out=cucc-prof-report
stats=true
capture=
force=true
html=true
while [ $# -gt 0 ]; do
  case $1 in
    -o) [ $# -ge 2 ] || { usage >&2; exit 2; }; out=$2; shift 2 ;;
    --output=*) out=${1#*=}; shift ;;
    --stats=*) stats=${1#*=}; shift ;;
    -c) [ $# -ge 2 ] || { usage >&2; exit 2; }; capture=$2; shift 2 ;;
    --capture-range=*) capture=${1#*=}; shift ;;
    -f) [ $# -ge 2 ] || { usage >&2; exit 2; }; force=$2; shift 2 ;;
    --force-overwrite=*) force=${1#*=}; shift ;;
    --html=*) html=${1#*=}; shift ;;
    -h|--help) usage; exit 0 ;;
    --) shift; break ;;
    -*) echo "cucc-prof: unknown option '$1'" >&2; usage >&2; exit 2 ;;
    *) break ;;
  esac
done
[ $# -gt 0 ] || { echo "cucc-prof: no program to run" >&2; usage >&2; exit 2; }
case $stats in true|false) ;; *) echo "cucc-prof: --stats takes true or false" >&2; exit 2 ;; esac
case $html in true|false) ;; *) echo "cucc-prof: --html takes true or false" >&2; exit 2 ;; esac
case $capture in ''|none|cudaProfilerApi) ;; *)
  echo "cucc-prof: --capture-range takes cudaProfilerApi or none" >&2; exit 2 ;; esac
case $out in *%p*) ;; *)
  if [ "$force" = false ] && [ -e "$out.json" ]; then
    echo "cucc-prof: $out.json exists (use --force-overwrite=true)" >&2; exit 2
  fi
  rm -f "$out.json" "$out.txt" "$out.html" ;;
esac
if [ "$capture" = cudaProfilerApi ]; then
  CUCC_PROF_CAPTURE=cudaProfilerApi
  export CUCC_PROF_CAPTURE
fi
CUCC_PROF=$out "$@"
rc=$?
case $out in
  *%p*) files=$(ls $(echo "$out" | sed 's/%p/*/g').json 2>/dev/null) ;;
  *) files=$out.json; [ -f "$files" ] || files= ;;
esac
if [ -z "$files" ]; then
  echo "cucc-prof: the program wrote no profile (not built with cucc, or it did not exit normally)" >&2
  exit $rc
fi
# the offline view: the template with the trace in it ("</" escaped for
# the script element)
template=$(dirname "$0")/../lib/cucc/timeline.html
for f in $files; do
  if [ "$html" = true ] && [ -f "$template" ]; then
    awk -v json="$f" '/\/\*TRACE\*\/null/ {
        i = index($0, "/*TRACE*/null"); printf "%s", substr($0, 1, i - 1)
        while ((getline l < json) > 0) { gsub("</", "<\\/", l); print l }
        print substr($0, i + 13); next }
      { print }' "$template" > "${f%.json}.html"
  fi
  if [ "$stats" = true ]; then
    echo "Summary of ${f%.json}:"
    cat "${f%.json}.txt"
    echo
  fi
  echo "Generated:"
  echo "    $f (timeline: open in ui.perfetto.dev or chrome://tracing)"
  echo "    ${f%.json}.txt (summary)"
  [ -f "${f%.json}.html" ] && echo "    ${f%.json}.html (the timeline, offline)"
done
exit $rc
