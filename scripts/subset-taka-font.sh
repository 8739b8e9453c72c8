#!/bin/sh
# Cuts the taka sign (U+09F3) out of Noto Sans Bengali, one small file per weight the panel uses
# (apps/web/src/app/fonts/, declared in apps/web/src/app/styles.css). English pages show money
# with ৳ and nothing else in Bangla script: without these, each weight they use would fetch the
# whole Bangla face (44-48 KB) for one glyph. Re-run after updating @fontsource/noto-sans-bengali.
# Needs fontTools with brotli (Debian: apt-get install python3-fonttools python3-brotli).
set -eu
cd "$(dirname "$0")/.."
for weight in 400 500 600; do
  /usr/bin/python3 -m fontTools.subset \
    "node_modules/@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-$weight-normal.woff2" \
    --unicodes=U+09F3 --flavor=woff2 --no-hinting --desubroutinize \
    --output-file="apps/web/src/app/fonts/noto-sans-bengali-taka-$weight.woff2"
done
ls -l apps/web/src/app/fonts
