/* global window, document */
/* 2048 for the fox portal: the board, the moves, and a skin shop paid through the portal's bridge. */
(function () {
  'use strict';
  var SIZE = 4;
  var bridge = window.FoxBridge;
  var boardEl = document.getElementById('board');
  var scoreEl = document.getElementById('score');
  var bestEl = document.getElementById('best');
  var undoButton = document.getElementById('undo');
  var overlay = document.getElementById('overlay');
  var overlayText = document.getElementById('overlay-text');
  var overlayAction = document.getElementById('overlay-action');
  var shopStatus = document.getElementById('shop-status');

  var PALETTES = {
    classic: [
      '#eee4da',
      '#ede0c8',
      '#f2b179',
      '#f59563',
      '#f67c5f',
      '#f65e3b',
      '#edcf72',
      '#edcc61',
      '#edc850',
      '#edc53f',
      '#edc22e',
    ],
    night: [
      '#3d4f8f',
      '#4a5ea8',
      '#5b6fd6',
      '#6f5bd6',
      '#8a4fd6',
      '#b04fd0',
      '#d04fb0',
      '#e0609a',
      '#f07a80',
      '#f5a060',
      '#ffd447',
    ],
    candy: [
      '#ffe3ee',
      '#ffd0e3',
      '#ffb3d1',
      '#ff99c2',
      '#ff7fb3',
      '#f766a3',
      '#c38cf5',
      '#a77cf0',
      '#8a6cf0',
      '#6d5cf0',
      '#4f4cf0',
    ],
  };
  var SKINS = [
    { key: 'classic', name: '经典', item: null },
    { key: 'night', name: '星夜', item: 'skin-night' },
    { key: 'candy', name: '糖果', item: 'skin-candy' },
  ];

  var grid = [];
  var score = 0;
  var best = Number(bridge.recall('fox2048.best') || 0);
  var previous = null;
  var won = false;
  var skin = 'classic';
  var owned = {};
  var items = {};
  var fresh = -1;

  function emptyCells() {
    var cells = [];
    for (var i = 0; i < grid.length; i++) if (grid[i] === 0) cells.push(i);
    return cells;
  }

  function spawn() {
    var cells = emptyCells();
    if (cells.length === 0) return;
    fresh = cells[Math.floor(Math.random() * cells.length)];
    grid[fresh] = Math.random() < 0.9 ? 2 : 4;
  }

  function newGame() {
    grid = [];
    for (var i = 0; i < SIZE * SIZE; i++) grid.push(0);
    score = 0;
    previous = null;
    won = false;
    spawn();
    spawn();
    overlay.hidden = true;
    render();
  }

  /** Slides one line toward its start, merging equal neighbours once; answers the line and the points. */
  function slide(line) {
    var values = line.filter(function (v) {
      return v !== 0;
    });
    var out = [];
    var points = 0;
    for (var i = 0; i < values.length; i++) {
      if (values[i] === values[i + 1]) {
        out.push(values[i] * 2);
        points += values[i] * 2;
        i++;
      } else {
        out.push(values[i]);
      }
    }
    while (out.length < SIZE) out.push(0);
    return { line: out, points: points };
  }

  /** The cell indexes of each line, read from the side the tiles move toward. */
  function linesFor(direction) {
    var lines = [];
    for (var a = 0; a < SIZE; a++) {
      var line = [];
      for (var b = 0; b < SIZE; b++) {
        if (direction === 'left') line.push(a * SIZE + b);
        if (direction === 'right') line.push(a * SIZE + (SIZE - 1 - b));
        if (direction === 'up') line.push(b * SIZE + a);
        if (direction === 'down') line.push((SIZE - 1 - b) * SIZE + a);
      }
      lines.push(line);
    }
    return lines;
  }

  function move(direction) {
    if (!overlay.hidden) return;
    var before = grid.slice();
    var gained = 0;
    linesFor(direction).forEach(function (indexes) {
      var result = slide(
        indexes.map(function (i) {
          return grid[i];
        }),
      );
      gained += result.points;
      indexes.forEach(function (cell, k) {
        grid[cell] = result.line[k];
      });
    });
    var changed = grid.some(function (v, i) {
      return v !== before[i];
    });
    if (!changed) return;
    previous = { grid: before, score: score };
    score += gained;
    if (score > best) {
      best = score;
      bridge.remember('fox2048.best', String(best));
    }
    spawn();
    render();
    if (!won && grid.indexOf(2048) >= 0) {
      won = true;
      showOverlay('拼出 2048，你赢了！', '继续挑战');
    } else if (!canMove()) {
      showOverlay('没有可以移动的方块了', '再来一局');
    }
  }

  function canMove() {
    if (emptyCells().length > 0) return true;
    for (var r = 0; r < SIZE; r++) {
      for (var c = 0; c < SIZE; c++) {
        var v = grid[r * SIZE + c];
        if (c + 1 < SIZE && grid[r * SIZE + c + 1] === v) return true;
        if (r + 1 < SIZE && grid[(r + 1) * SIZE + c] === v) return true;
      }
    }
    return false;
  }

  function showOverlay(text, action) {
    overlayText.textContent = text;
    overlayAction.textContent = action;
    overlay.hidden = false;
  }

  function colourOf(value) {
    var palette = PALETTES[skin];
    var step = Math.min(palette.length - 1, Math.log2(value) - 1);
    return palette[step];
  }

  function render() {
    boardEl.textContent = '';
    grid.forEach(function (value, index) {
      var cell = document.createElement('div');
      cell.className = 'cell' + (index === fresh ? ' appear' : '');
      if (value) {
        cell.textContent = String(value);
        cell.style.background = colourOf(value);
        cell.style.color = value > 4 || skin === 'night' ? '#fff' : '';
        cell.style.fontSize = value >= 1024 ? '22px' : value >= 128 ? '26px' : '';
      }
      boardEl.appendChild(cell);
    });
    scoreEl.textContent = String(score);
    bestEl.textContent = String(best);
    undoButton.disabled = previous === null;
  }

  function renderShop() {
    var box = document.getElementById('skins');
    box.textContent = '';
    SKINS.forEach(function (entry) {
      var card = document.createElement('div');
      card.className = 'skin' + (entry.key === skin ? ' current' : '');
      var swatch = document.createElement('div');
      swatch.className = 'swatch';
      swatch.style.background = 'linear-gradient(90deg,' + PALETTES[entry.key].slice(0, 6).join(',') + ')';
      card.appendChild(swatch);
      var name = document.createElement('div');
      name.textContent = entry.name;
      card.appendChild(name);
      var button = document.createElement('button');
      button.type = 'button';
      var item = entry.item ? items[entry.item] : null;
      if (!entry.item || owned[entry.item]) {
        button.textContent = entry.key === skin ? '使用中' : '使用';
        button.disabled = entry.key === skin;
        button.onclick = function () {
          skin = entry.key;
          document.body.className = 'skin-' + skin;
          render();
          renderShop();
        };
      } else {
        button.textContent = item
          ? '购买 ' + item.priceCoins + ' 狐币'
          : bridge.player()
            ? '购买'
            : '登录后购买';
        button.onclick = function () {
          buySkin(entry);
        };
      }
      card.appendChild(button);
      box.appendChild(card);
    });
  }

  /** Buys through the portal's own pay dialog, then believes only the game API's list of purchases. */
  function buySkin(entry) {
    shopStatus.textContent = '请在门户的支付窗口中确认…';
    bridge.buy(entry.item).then(function (result) {
      if (result.outcome === 'cancelled') {
        shopStatus.textContent = '已取消购买';
        return;
      }
      if (result.outcome === 'loginRequired') {
        shopStatus.textContent = '请先登录狐狐视界再购买';
        return;
      }
      if (result.outcome !== 'paid' && result.outcome !== 'owned') {
        shopStatus.textContent = result.message || '购买失败';
        return;
      }
      shopStatus.textContent = '正在核对订单…';
      bridge
        .purchases(entry.item)
        .then(function (list) {
          var found = list.some(function (purchase) {
            return purchase.orderNo === result.orderNo;
          });
          if (!found) {
            shopStatus.textContent = '没有找到这笔订单，请稍后再试';
            return;
          }
          owned[entry.item] = true;
          skin = entry.key;
          document.body.className = 'skin-' + skin;
          shopStatus.textContent = entry.name + '皮肤已解锁';
          render();
          renderShop();
        })
        .catch(function (error) {
          shopStatus.textContent = error.message;
        });
    });
  }

  function loadShop() {
    bridge
      .api('/items')
      .then(function (body) {
        body.data.forEach(function (item) {
          items[item.key] = item;
          if (item.owned) owned[item.key] = true;
        });
        renderShop();
      })
      .catch(function () {
        renderShop();
      });
  }

  var KEYS = {
    ArrowLeft: 'left',
    ArrowRight: 'right',
    ArrowUp: 'up',
    ArrowDown: 'down',
    a: 'left',
    d: 'right',
    w: 'up',
    s: 'down',
  };
  document.addEventListener('keydown', function (event) {
    var direction = KEYS[event.key];
    if (!direction) return;
    event.preventDefault();
    move(direction);
  });

  var start = null;
  boardEl.addEventListener('pointerdown', function (event) {
    start = { x: event.clientX, y: event.clientY };
  });
  boardEl.addEventListener('pointerup', function (event) {
    if (!start) return;
    var dx = event.clientX - start.x;
    var dy = event.clientY - start.y;
    start = null;
    if (Math.max(Math.abs(dx), Math.abs(dy)) < 24) return;
    move(Math.abs(dx) > Math.abs(dy) ? (dx > 0 ? 'right' : 'left') : dy > 0 ? 'down' : 'up');
  });

  document.getElementById('restart').onclick = newGame;
  undoButton.onclick = function () {
    if (!previous) return;
    grid = previous.grid;
    score = previous.score;
    previous = null;
    fresh = -1;
    overlay.hidden = true;
    render();
  };
  overlayAction.onclick = function () {
    if (won && canMove() && overlayAction.textContent === '继续挑战') overlay.hidden = true;
    else newGame();
  };

  var playerEl = document.getElementById('player');
  function greet(welcome) {
    var player = welcome && welcome.player;
    playerEl.textContent = player ? '玩家：' + player.nickName : '游客模式（登录狐狐视界后可购买皮肤）';
  }
  bridge.onWelcome(greet);
  bridge.hello().then(function (welcome) {
    greet(welcome);
    if (welcome && welcome.token) loadShop();
    else renderShop();
  });

  newGame();
  renderShop();
  boardEl.focus();
})();
