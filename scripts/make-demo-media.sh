#!/usr/bin/env bash
# Remakes the demo world's media in apps/server/demo-media: short vertical clips with a poster each, and
# article pictures. The seeder only copies these files, so it never needs ffmpeg; this script does
# (Debian: apt-get install -y ffmpeg fonts-wqy-microhei; macOS: brew install ffmpeg).
#   bash scripts/make-demo-media.sh            # all of them
#   FONT=/path/to/cjk-font.ttc bash scripts/make-demo-media.sh
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OUT="$ROOT/apps/server/demo-media"
W=360
H=640
FPS=24

for tool in ffmpeg ffprobe; do
  command -v "$tool" >/dev/null || { echo "$tool is needed: apt-get install -y ffmpeg (or brew install ffmpeg)" >&2; exit 1; }
done
FONT="${FONT:-$(fc-match -f '%{file}' 'WenQuanYi Micro Hei:lang=zh-cn' 2>/dev/null || true)}"
if [[ -z "$FONT" || ! -f "$FONT" ]]; then
  FONT="$(fc-list :lang=zh -f '%{file}\n' 2>/dev/null | head -n 1)"
fi
[[ -n "$FONT" && -f "$FONT" ]] || { echo "a Chinese font is needed: apt-get install -y fonts-wqy-microhei, or set FONT" >&2; exit 1; }

# slug | words on the clip | smaller line | three colours | gradient type | seconds
CLIPS=(
  "xihu-morning|西湖晨光|断桥边的第一缕风|ff9a6b|ffd36e|5ab0ff|linear|6"
  "cat-nap|猫咪午睡|晒着太阳打呼噜|ffb38a|f58fa8|ffe9c7|radial|5"
  "chaoshan-hotpot|潮汕火锅|吊龙 匙仁 五花趾|e8432e|ff9f43|ffd166|linear|7"
  "tomato-egg|番茄炒蛋|三个细节就好吃|ff5e57|ffc048|ffdd59|linear|6"
  "erhai-ride|洱海骑行|风吹过的下午|3ec1d3|8fd3fe|f6d365|linear|8"
  "wuyuan-autumn|婺源晒秋|满山的颜料盘|f0932b|eb4d4b|f6e58d|circular|6"
  "duku-road|独库公路|自驾第一天|2d98da|45aaf2|fed330|linear|7"
  "morning-run|晨跑打卡|第 100 天|20bf6b|0fb9b1|a3f7bf|linear|5"
  "desk-stretch|五分钟拉伸|久坐族必备|a55eea|fd9644|fed330|radial|6"
  "pour-over|手冲咖啡|一杯的仪式感|6f4e37|c69c6d|f5e6ca|linear|6"
  "late-noodles|深夜面馆|一碗热汤面|d35400|f39c12|f8c471|linear|5"
  "dumplings|包饺子|过年的味道|c0392b|e74c3c|f7dc6f|circular|6"
  "corgi-walk|柯基散步|短腿也能跑|e58e26|f8c291|fad390|linear|5"
  "cat-ball|猫咪玩球|快准狠|f78fb3|cf6a87|f8a5c2|radial|4"
  "night-market|夜市小吃|逛吃逛吃|8e44ad|e67e22|f1c40f|linear|7"
  "snow-sunrise|雪山日出|玉龙雪山 5:40|74b9ff|a29bfe|ffeaa7|linear|8"
  "bamboo-rain|竹林听雨|莫干山的周末|00b894|55efc4|81ecec|linear|6"
  "bund-night|城市夜景|外滩的灯亮了|2c3e50|4a69bd|f6b93b|radial|6"
  "bookshop|书店一角|慢慢读一本书|b8860b|deb887|f5deb3|linear|5"
  "tea-stove|围炉煮茶|冬天的小确幸|7f8c8d|d35400|f5cba7|circular|6"
  "drama-teaser|短剧预告|第一集 今晚上线|e84393|6c5ce7|fd79a8|linear|5"
  "phone-ai|手机小技巧|AI 助手这样用|0984e3|00cec9|81ecec|linear|6"
  "home-nas|家用 NAS|照片搬家指南|2d3436|636e72|00cec9|linear|7"
  "balcony-garden|阳台种菜|小番茄红了|6ab04c|badc58|f9ca24|radial|5"
  "xiamen-sunset|海边日落|厦门环岛路|ff7675|fdcb6e|74b9ff|linear|8"
  "strawberry-cake|草莓蛋糕|零失败配方|fd79a8|fab1a0|ffeaa7|circular|6"
  "xian-lanterns|元宵花灯|西安城墙|d63031|e17055|fdcb6e|radial|6"
  "green-train|绿皮火车|慢慢去远方|218c74|33d9b2|b8e994|linear|7"
  "wish-errand|心愿单|帮邻居取快递|ff7a1a|ffb142|ffda79|linear|5"
  "badminton|羽毛球|周末约球|1abc9c|3498db|a8e6cf|linear|5"
  "hangzhou-rain|雨中杭州|撑伞走过苏堤|576574|8395a7|c8d6e5|linear|6"
  "cherry-blossom|樱花开了|武大的春天|ff9ff3|feca57|f8a5c2|radial|6"
)

# slug | words on the picture | three colours
PICTURES=(
  "wuyuan|婺源晒秋|f0932b|eb4d4b|f6e58d"
  "dali|大理慢生活|3ec1d3|8fd3fe|f6d365"
  "tomato-egg|番茄炒蛋|ff5e57|ffc048|ffdd59"
  "hotpot|潮汕牛肉火锅|e8432e|ff9f43|ffd166"
  "ai-phone|手机里的 AI 助手|0984e3|00cec9|81ecec"
  "nas|家用 NAS 入门|2d3436|636e72|00cec9"
  "stretch|五分钟拉伸|a55eea|fd9644|fed330"
  "sleep|好好睡觉|2c3e50|4a69bd|a29bfe"
  "cook-alone|一个人好好吃饭|d35400|f39c12|f8c471"
  "drama|短剧为什么上头|e84393|6c5ce7|fd79a8"
  "wishes|一百个心愿单|ff7a1a|ffb142|ffda79"
  "xinjiang|新疆自驾|2d98da|45aaf2|fed330"
  "xihu|西湖漫步|ff9a6b|ffd36e|5ab0ff"
  "cat|猫咪日常|ffb38a|f58fa8|ffe9c7"
)

mkdir -p "$OUT/videos" "$OUT/pictures"
escape() { printf '%s' "$1" | sed -e "s/\\\\/\\\\\\\\/g" -e "s/:/\\\\:/g" -e "s/'/\\\\'/g"; }

manifest="$OUT/manifest.json"
{
  printf '{\n  "videos": [\n'
  first=1
  for line in "${CLIPS[@]}"; do
    IFS='|' read -r slug words small c0 c1 c2 type seconds <<<"$line"
    video="$OUT/videos/$slug.mp4"
    poster="$OUT/videos/$slug.jpg"
    # A drifting gradient, two soft bubbles on their own paths, the words gently bobbing, a progress line.
    ffmpeg -v error -y \
      -f lavfi -i "gradients=s=${W}x${H}:r=$FPS:d=$seconds:c0=0x$c0:c1=0x$c1:c2=0x$c2:nb_colors=3:speed=0.015:type=$type" \
      -f lavfi -i "color=c=white:s=160x160:r=$FPS:d=$seconds,format=rgba,geq=r=255:g=255:b=255:a='if(lte(hypot(X-80\,Y-80)\,80)\,60\,0)'" \
      -f lavfi -i "color=c=white:s=${W}x6:r=$FPS:d=$seconds" \
      -filter_complex "[1]split[big][b2];[b2]scale=90:90[small];\
[0][big]overlay=x='W/2-80+110*sin(2*PI*t/$seconds)':y='H*0.64+40*cos(2*PI*t/$seconds)'[a];\
[a][small]overlay=x='W*0.2+60*cos(4*PI*t/$seconds)':y='H*0.16+50*sin(2*PI*t/$seconds)'[b];\
[b][2]overlay=x='-W+W*t/$seconds':y=H-6,\
drawtext=fontfile=$FONT:text='$(escape "$words")':fontsize=60:fontcolor=white:shadowcolor=black@0.35:shadowx=3:shadowy=3:x=(w-text_w)/2:y=h*0.38+12*sin(2*PI*t/3),\
drawtext=fontfile=$FONT:text='$(escape "$small")':fontsize=26:fontcolor=white@0.92:shadowcolor=black@0.25:shadowx=2:shadowy=2:x=(w-text_w)/2:y=h*0.38+96,\
drawtext=fontfile=$FONT:text='狐狐视界':fontsize=20:fontcolor=white@0.85:x=20:y=24,format=yuv420p" \
      -c:v libx264 -profile:v baseline -level 3.0 -crf 30 -maxrate 400k -bufsize 800k -movflags +faststart -an \
      "$video"
    ffmpeg -v error -y -ss 1.5 -i "$video" -frames:v 1 -q:v 5 "$poster"
    duration="$(ffprobe -v error -show_entries format=duration -of default=nw=1:nk=1 "$video")"
    [[ $first -eq 1 ]] || printf ',\n'
    first=0
    printf '    { "slug": "%s", "video": "videos/%s.mp4", "poster": "videos/%s.jpg", "duration": %s, "width": %s, "height": %s }' \
      "$slug" "$slug" "$slug" "$(printf '%.0f' "$duration")" "$W" "$H"
  done
  printf '\n  ],\n  "pictures": [\n'
  first=1
  for line in "${PICTURES[@]}"; do
    IFS='|' read -r slug words c0 c1 c2 <<<"$line"
    picture="$OUT/pictures/$slug.jpg"
    ffmpeg -v error -y \
      -f lavfi -i "gradients=s=720x405:d=1:c0=0x$c0:c1=0x$c1:c2=0x$c2:nb_colors=3:type=linear:seed=7" \
      -vf "drawtext=fontfile=$FONT:text='$(escape "$words")':fontsize=56:fontcolor=white:box=1:boxcolor=black@0.2:boxborderw=22:x=(w-text_w)/2:y=(h-text_h)/2,\
drawtext=fontfile=$FONT:text='狐狐视界':fontsize=20:fontcolor=white@0.85:x=w-text_w-20:y=h-text_h-18" \
      -frames:v 1 -q:v 4 "$picture"
    [[ $first -eq 1 ]] || printf ',\n'
    first=0
    printf '    { "slug": "%s", "picture": "pictures/%s.jpg", "width": 720, "height": 405 }' "$slug" "$slug"
  done
  printf '\n  ]\n}\n'
} >"$manifest.partial"
# Written as the repository's formatter writes JSON, so a remake leaves a clean format check.
node -e 'const fs = require("fs"); const [from, to] = process.argv.slice(1);
fs.writeFileSync(to, JSON.stringify(JSON.parse(fs.readFileSync(from, "utf8")), null, 2) + "\n");
fs.rmSync(from);' "$manifest.partial" "$manifest"
du -sh "$OUT"
