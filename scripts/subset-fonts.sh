#!/bin/sh
# Cuts of the npm fonts for what the panel's pages need first (apps/web/src/app/fonts/, declared in
# apps/web/src/app/styles.css over the full @fontsource faces, which still serve everything else).
# Re-run after updating @fontsource-variable/inter or @fontsource/noto-sans-bengali.
# Needs fontTools with brotli (Debian: apt-get install python3-fonttools python3-brotli).
set -eu
cd "$(dirname "$0")/.."
fonts=apps/web/src/app/fonts

# The taka sign (U+09F3) of Noto Sans Bengali, one small file per weight the panel uses. English
# pages show money with ৳ and nothing else in Bangla script: without these, each weight they use
# would fetch the whole Bangla face (44-48 KB) for one glyph.
for weight in 400 500 600; do
  /usr/bin/python3 -m fontTools.subset \
    "node_modules/@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-$weight-normal.woff2" \
    --unicodes=U+09F3 --flavor=woff2 --no-hinting --desubroutinize \
    --output-file="$fonts/noto-sans-bengali-taka-$weight.woff2"
done

# Inter's Latin face (48 KB) cut to 26 KB: the weight axis limited to the panel's 400-700
# (font-normal to font-bold; the outlines at those weights are unchanged), Latin-1 and general
# punctuation, and the layout features the panel uses (kerning, marks, contextual forms, tabular
# figures). The unicode-range in styles.css must list exactly these code points.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
/usr/bin/python3 -m fontTools.varLib.instancer \
  node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2 wght=400:700 \
  --output="$tmp/inter.ttf"
/usr/bin/python3 -m fontTools.subset "$tmp/inter.ttf" \
  --unicodes=U+0000-00FF,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212 \
  --layout-features=calt,ccmp,kern,locl,mark,mkmk,tnum --flavor=woff2 --no-hinting \
  --output-file="$fonts/inter-latin-wght-400-700.woff2"
ls -l "$fonts"
