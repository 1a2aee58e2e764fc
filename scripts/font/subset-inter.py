#!/usr/bin/env python3
"""Regenerates lib/fonts/inter-latin-400-800.woff2 from @fontsource-variable/inter (npm).

The site uses Inter at weights 400 to 800 only (font-normal .. font-extrabold), so the weight
axis is cut to that range and the font kept to fontsource's latin subset (all of Spanish) with
the layout features the pages use: 48 KB becomes 28 KB, the largest file every first screen
waited for on a phone. The result is committed; building the site needs no Python.

    pip install fonttools brotli && python3 scripts/font/subset-inter.py
"""
import os
import tempfile

from fontTools import subset
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SOURCE = os.path.join(ROOT, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2')
TARGET = os.path.join(ROOT, 'lib/fonts/inter-latin-400-800.woff2')
# fontsource's "latin" range: the same characters the npm file covers.
UNICODES = (
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,'
    'U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD'
)
FEATURES = ['kern', 'liga', 'calt', 'tnum', 'ccmp', 'locl']

font = instancer.instantiateVariableFont(TTFont(SOURCE), {'wght': (400, 800)})
with tempfile.TemporaryDirectory() as tmp:
    limited = os.path.join(tmp, 'inter.ttf')
    font.flavor = None
    font.save(limited)
    options = subset.Options()
    options.flavor = 'woff2'
    options.layout_features = FEATURES
    subsetter = subset.Subsetter(options)
    source = subset.load_font(limited, options)
    subsetter.populate(unicodes=subset.parse_unicodes(UNICODES))
    subsetter.subset(source)
    subset.save_font(source, TARGET, options)
print(f'{os.path.relpath(TARGET, ROOT)}: {os.path.getsize(TARGET):,} bytes (from {os.path.getsize(SOURCE):,})')
