/* global window, document */
/* Snake for the fox portal: eat, grow, speed up; a gold skin bought through the portal's bridge. */
(function () {
  'use strict';
  var GRID = 20;
  var GOLD = 'skin-gold';
  var bridge = window.FoxBridge;
  var canvas = document.getElementById('field');
  var ctx = canvas.getContext('2d');
  var size = canvas.width / GRID;
  var overlay = document.getElementById('overlay');
  var overlayText = document.getElementById('overlay-text');
  var goldButton = document.getElementById('gold');
  var shopStatus = document.getElementById('shop-status');

  var snake = [];
  var heading = 'right';
  var queued = [];
  var food = null;
  var score = 0;
  var best = Number(bridge.recall('foxSnake.best') || 0);
  var timer = null;
  var gold = false;
  var goldItem = null;

  var STEP = { up: [0, -1], down: [0, 1], left: [-1, 0], right: [1, 0] };
  var OPPOSITE = { up: 'down', down: 'up', left: 'right', right: 'left' };

  function reset() {
    snake = [
      [6, 10],
      [5, 10],
      [4, 10],
    ];
    heading = 'right';
    queued = [];
    score = 0;
    placeFood();
    updateScore();
    draw();
  }

  function placeFood() {
    var free = [];
    for (var x = 0; x < GRID; x++) {
      for (var y = 0; y < GRID; y++) {
        if (
          !snake.some(function (part) {
            return part[0] === x && part[1] === y;
          })
        )
          free.push([x, y]);
      }
    }
    food = free[Math.floor(Math.random() * free.length)];
  }

  /** Faster as the snake grows: from 150 ms a step down to 70. */
  function interval() {
    return Math.max(70, 150 - score * 4);
  }

  function start() {
    reset();
    overlay.hidden = true;
    schedule();
  }

  function schedule() {
    clearTimeout(timer);
    timer = setTimeout(tick, interval());
  }

  function turn(direction) {
    var last = queued.length ? queued[queued.length - 1] : heading;
    if (direction === last || direction === OPPOSITE[last] || queued.length > 2) return;
    queued.push(direction);
  }

  function tick() {
    if (queued.length) heading = queued.shift();
    var head = snake[0];
    var next = [head[0] + STEP[heading][0], head[1] + STEP[heading][1]];
    var eats = food && next[0] === food[0] && next[1] === food[1];
    var body = eats ? snake : snake.slice(0, -1);
    var crashed =
      next[0] < 0 ||
      next[0] >= GRID ||
      next[1] < 0 ||
      next[1] >= GRID ||
      body.some(function (part) {
        return part[0] === next[0] && part[1] === next[1];
      });
    if (crashed) return gameOver();
    snake.unshift(next);
    if (eats) {
      score++;
      updateScore();
      placeFood();
    } else {
      snake.pop();
    }
    draw();
    schedule();
  }

  function gameOver() {
    clearTimeout(timer);
    overlayText.textContent = '游戏结束，得分 ' + score;
    document.getElementById('start').textContent = '再来一局';
    overlay.hidden = false;
  }

  function updateScore() {
    if (score > best) {
      best = score;
      bridge.remember('foxSnake.best', String(best));
    }
    document.getElementById('score').textContent = String(score);
    document.getElementById('best').textContent = String(best);
  }

  function draw() {
    ctx.fillStyle = '#1d3325';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.fillStyle = 'rgba(255,255,255,0.03)';
    for (var x = 0; x < GRID; x++) {
      for (var y = x % 2; y < GRID; y += 2) ctx.fillRect(x * size, y * size, size, size);
    }
    if (food) {
      ctx.fillStyle = '#ff5a4f';
      ctx.beginPath();
      ctx.arc(food[0] * size + size / 2, food[1] * size + size / 2, size * 0.38, 0, Math.PI * 2);
      ctx.fill();
    }
    snake.forEach(function (part, index) {
      var light = gold ? (index === 0 ? '#ffe27a' : '#e8b923') : index === 0 ? '#8ef0a4' : '#46c266';
      ctx.fillStyle = light;
      ctx.fillRect(part[0] * size + 1, part[1] * size + 1, size - 2, size - 2);
    });
  }

  var KEYS = {
    ArrowUp: 'up',
    ArrowDown: 'down',
    ArrowLeft: 'left',
    ArrowRight: 'right',
    w: 'up',
    s: 'down',
    a: 'left',
    d: 'right',
  };
  document.addEventListener('keydown', function (event) {
    var direction = KEYS[event.key];
    if (!direction) return;
    event.preventDefault();
    if (!overlay.hidden) return;
    turn(direction);
  });
  Array.prototype.forEach.call(document.querySelectorAll('.pad button'), function (button) {
    button.addEventListener('click', function () {
      turn(button.getAttribute('data-dir'));
    });
  });
  document.getElementById('start').onclick = start;

  function wearGold() {
    gold = true;
    document.getElementById('skin-name').textContent = '蛇皮：金色';
    goldButton.textContent = '已拥有';
    goldButton.disabled = true;
    draw();
  }

  function labelGold() {
    if (gold) return;
    goldButton.textContent = goldItem
      ? '金色蛇皮 ' + goldItem.priceCoins + ' 狐币'
      : bridge.player()
        ? '金色蛇皮'
        : '登录后购买金色蛇皮';
  }

  /** Asks the portal to sell the skin, then believes only the game API's list of purchases. */
  goldButton.onclick = function () {
    shopStatus.textContent = '请在门户的支付窗口中确认…';
    bridge.buy(GOLD).then(function (result) {
      if (result.outcome === 'cancelled') return (shopStatus.textContent = '已取消购买');
      if (result.outcome === 'loginRequired') return (shopStatus.textContent = '请先登录狐狐视界再购买');
      if (result.outcome !== 'paid' && result.outcome !== 'owned') {
        return (shopStatus.textContent = result.message || '购买失败');
      }
      bridge
        .purchases(GOLD)
        .then(function (list) {
          var found = list.some(function (purchase) {
            return purchase.orderNo === result.orderNo;
          });
          shopStatus.textContent = found ? '金色蛇皮已解锁' : '没有找到这笔订单，请稍后再试';
          if (found) wearGold();
        })
        .catch(function (error) {
          shopStatus.textContent = error.message;
        });
    });
  };

  var playerEl = document.getElementById('player');
  function greet(welcome) {
    var player = welcome && welcome.player;
    playerEl.textContent = player ? '玩家：' + player.nickName : '游客模式（登录狐狐视界后可购买蛇皮）';
  }
  bridge.onWelcome(greet);
  bridge.hello().then(function (welcome) {
    greet(welcome);
    labelGold();
    if (!welcome || !welcome.token) return;
    bridge
      .api('/items')
      .then(function (body) {
        body.data.forEach(function (item) {
          if (item.key !== GOLD) return;
          goldItem = item;
          if (item.owned) wearGold();
        });
        labelGold();
      })
      .catch(function () {
        labelGold();
      });
  });

  reset();
  labelGold();
})();
