#!/bin/bash
# Which command-line macros nvcc survives in tests/driver/macro_safety.cu
# (without the headers nvcc 13 no longer has), as tests/driver/macro_safety.sh
# checks cucc: run from the repository root on the device machine;
# probe_macros.out is what nvcc 13.0.88 gave (H100 machine).
export PATH=$PATH:/usr/local/cuda/bin
B=$(mktemp -d); export B
sed 's|<nvToolsExt.h>|<nvtx3/nvToolsExt.h>|' tests/driver/macro_safety.cu > $B/ms.cu
for t in 1 2 3 4 5 6 7 8 9 10; do
  m=$(nvcc -arch=sm_90 -rdc=true -c -o /dev/null $B/ms.cu 2>&1 | grep -o 'fatal error: [^:]*' | head -1 | sed 's/fatal error: //')
  [ -z "$m" ] && break; echo "drop $m"; grep -v "include <$m>" $B/ms.cu > $B/x && mv $B/x $B/ms.cu
done
nvcc -arch=sm_90 -rdc=true -c -o /dev/null $B/ms.cu && echo plain ok
sed -n '/^for m in/,/; do$/p' tests/driver/macro_safety.sh | head -3
echo i j k m a b c s t v n p x y z w idx tid val sum tmp temp len size count block grid width height depth data src dst ptr in out result value index offset stride mask lane warp flags stream num dim row col tile step alpha beta eps seed nthreads nblocks threads blocks bsize gsize | tr ' ' '\n' |
  xargs -P 14 -I{} bash -c 'if nvcc -arch=sm_90 -rdc=true -c -o /dev/null $B/ms.cu -D{}=5 > /dev/null 2>&1; then echo "survives {}"; else echo "breaks {}"; fi' | sort | tr '\n' ' '
echo
L=(A B C D E F G H I J K L M N O P Q R S T U V W X Y Z); D=("${L[@]}" 0 1 2 3 4 5 6 7 8 9)
for a in "${L[@]}"; do echo "-D$a=1"; for b in "${D[@]}"; do echo "-D$a$b=2"; for c in "${D[@]}"; do echo "-D$a$b$c=3"; done; done; done > $B/short.opt
nvcc -arch=sm_90 -rdc=true -c -o /dev/null $B/ms.cu --options-file $B/short.opt > $OUT/short 2>&1; echo "short exit=$?"; head -5 $OUT/short
