#!/usr/bin/env bash
# `npm run video`: the navbar's background loop (abstract "technology network" motion on navy), drawn by ffmpeg's
# geq filter (needs libvpx-vp9 and libx264, as Debian's ffmpeg has), into public/media/: fondo-navbar.webm (VP9),
# fondo-navbar.mp4 (H.264, +faststart), no audio, and fondo-navbar-poster.jpg (the first frame, 640 px wide: it
# is on every first paint). Every moving term is periodic in NF frames, so frame NF equals frame 0: a seamless loop.
set -euo pipefail

command -v ffmpeg >/dev/null 2>&1 || { echo "make-video.sh: ffmpeg is required" >&2; exit 1; }
[[ -f package.json && -d public ]] || { echo "make-video.sh: run from the repository root" >&2; exit 1; }

W=1280 H=180 FPS=24
NF=$((FPS * 8)) # frames in one loop of 8 s

OUT=public/media
mkdir -p "$OUT"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

# An intensity field (0-255), then coloured: 0 navy-950 #061224, 40 navy-900 #0b1f3a, 255 cyan-400 #3fd0da.
# ld(0) is the loop's phase in [0, 2*PI): waves sway (their phase offsets oscillate with sin(k*ld(0))) instead of
# drifting; light pulses and nodes travel exactly one period per loop.
cat > "$TMP/filter.txt" <<FILTER
nullsrc=s=${W}x${H}:r=${FPS},format=gray,
geq=lum='
st(0, 2*PI*N/${NF});
st(9, 26 + 16*(1 - pow(2*Y/H - 1, 2)));

st(1, Y - (H*0.50 + 30*sin(2*PI*X/1150 + 0.6 + 0.55*sin(ld(0))) + 9*sin(2*PI*X/420 + 2.1 - 0.9*sin(ld(0) + 1))));
st(9, ld(9) + (70*exp(-ld(1)*ld(1)/2.4) + 22*exp(-ld(1)*ld(1)/140)) * (0.45 + 0.55*pow(0.5 + 0.5*sin(2*PI*X/640 - ld(0)), 2)));

st(2, Y - (H*0.34 + 20*sin(2*PI*X/820 + 2.4 - 0.5*sin(ld(0) + 2)) + 7*sin(2*PI*X/300 + 0.4 + 0.8*cos(ld(0)))));
st(9, ld(9) + (48*exp(-ld(2)*ld(2)/2.0) + 16*exp(-ld(2)*ld(2)/110)) * (0.4 + 0.6*pow(0.5 + 0.5*sin(2*PI*X/427 + 2*ld(0)), 2)));

st(3, Y - (H*0.70 + 24*sin(2*PI*X/1480 + 4.0 + 0.45*sin(ld(0) + 4)) + 8*sin(2*PI*X/510 + 1.2 + 0.7*sin(2*ld(0)))));
st(9, ld(9) + (38*exp(-ld(3)*ld(3)/2.0) + 13*exp(-ld(3)*ld(3)/120)) * (0.4 + 0.6*pow(0.5 + 0.5*sin(2*PI*X/1280 - ld(0) + 1), 2)));

st(4, Y - (H*0.20 + 14*sin(2*PI*X/1020 + 5.1 + 0.5*cos(ld(0)))));
st(9, ld(9) + (20*exp(-ld(4)*ld(4)/1.6) + 7*exp(-ld(4)*ld(4)/80)));

st(5, mod(X - 256*N/${NF} + 40, 256));
st(6, ld(5) - 128);
st(7, 0.6 + 0.4*sin(2*ld(0) + 6*PI*(X - ld(6))/${W}));
st(9, ld(9) + ld(7)*(190*exp(-(ld(6)*ld(6) + ld(1)*ld(1))/7) + 45*exp(-(ld(6)*ld(6) + ld(1)*ld(1))/160)));

st(5, mod(X + 320*N/${NF} + 150, 320));
st(6, ld(5) - 160);
st(7, 0.6 + 0.4*sin(ld(0) + 2*PI*(X - ld(6))/${W}));
st(9, ld(9) + ld(7)*(130*exp(-(ld(6)*ld(6) + ld(2)*ld(2))/5) + 32*exp(-(ld(6)*ld(6) + ld(2)*ld(2))/120)));

st(8, exp(-(pow(mod(X, 32) - 16, 2) + pow(mod(Y, 30) - 15, 2))/0.9));
st(9, ld(9) + ld(8)*10*(0.5 + 0.5*sin(ld(0) + X*0.021 + Y*0.09)));

min(ld(9), 255)
',
format=rgb24,
lutrgb=r='if(lt(val,40), 6 + val*5/40, 11 + (val-40)*52/215)'
      :g='if(lt(val,40), 18 + val*13/40, 31 + (val-40)*177/215)'
      :b='if(lt(val,40), 36 + val*22/40, 58 + (val-40)*160/215)'
FILTER

echo "make-video.sh: rendering ${NF} frames (${W}x${H} @ ${FPS} fps) ..."
ff() { ffmpeg -hide_banner -loglevel error -y "$@"; }
# One extra frame (index NF) is rendered only to prove the loop is seamless: it must equal frame 0.
ff -filter_complex_script "$TMP/filter.txt" -frames:v "$((NF + 1))" -c:v ffv1 -pix_fmt bgr0 "$TMP/master.mkv"
frame_md5() { ff -i "$TMP/master.mkv" -vf "select=eq(n\\,$1)" -frames:v 1 -f md5 -; }
[[ "$(frame_md5 0)" == "$(frame_md5 "$NF")" ]] || { echo "make-video.sh: frame ${NF} differs from frame 0" >&2; exit 1; }
echo "make-video.sh: loop check ok (frame ${NF} == frame 0)"

# Every encode reads the first NF frames of the master, without audio.
LOOP=(-i "$TMP/master.mkv" -frames:v "$NF" -an)
echo "make-video.sh: encoding VP9 ..."
VP9=(-c:v libvpx-vp9 -pix_fmt yuv420p -b:v 0 -crf 30 -g "$NF" -row-mt 1 -deadline good -cpu-used 1)
ff "${LOOP[@]}" "${VP9[@]}" -pass 1 -passlogfile "$TMP/vp9" -f webm /dev/null
ff "${LOOP[@]}" "${VP9[@]}" -pass 2 -passlogfile "$TMP/vp9" "$TMP/fondo-navbar.webm"

echo "make-video.sh: encoding H.264 ..."
ff "${LOOP[@]}" -c:v libx264 -preset veryslow -crf 22 -tune animation -pix_fmt yuv420p -g "$NF" \
  -profile:v high -movflags +faststart "$TMP/fondo-navbar.mp4"

echo "make-video.sh: poster ..."
# Half width: shown only until the video starts (after the load event), and requested before every first paint.
ff -i "$TMP/master.mkv" -frames:v 1 -vf scale=640:-2 -q:v 8 "$TMP/fondo-navbar-poster.jpg"

mv -f "$TMP/fondo-navbar.webm" "$TMP/fondo-navbar.mp4" "$TMP/fondo-navbar-poster.jpg" "$OUT/"
ls -l "$OUT"/fondo-navbar.webm "$OUT"/fondo-navbar.mp4 "$OUT"/fondo-navbar-poster.jpg
