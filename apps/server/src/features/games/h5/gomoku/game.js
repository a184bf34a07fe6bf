/* global window, document */
/* Gomoku for the fox portal: the player (black) against a computer (white) that weighs every empty point. */
(function () {
  'use strict';
  var N = 15;
  var EMPTY = 0;
  var BLACK = 1;
  var WHITE = 2;
  var bridge = window.FoxBridge;
  var canvas = document.getElementById('board');
  var ctx = canvas.getContext('2d');
  var turnEl = document.getElementById('turn');
  var undoButton = document.getElementById('undo');
  var cell = canvas.width / N;

  var board = [];
  var moves = [];
  var over = false;
  var thinking = false;
  var winLine = null;
  var tally = { wins: 0, losses: 0 };

  function at(r, c) {
    return r >= 0 && r < N && c >= 0 && c < N ? board[r * N + c] : -1;
  }

  function newGame() {
    board = [];
    for (var i = 0; i < N * N; i++) board.push(EMPTY);
    moves = [];
    over = false;
    winLine = null;
    turnEl.textContent = '轮到你落子';
    draw();
  }

  var DIRECTIONS = [
    [0, 1],
    [1, 0],
    [1, 1],
    [1, -1],
  ];

  /** The five in a row through (r, c) for this colour, or null. */
  function fiveThrough(r, c, colour) {
    for (var d = 0; d < DIRECTIONS.length; d++) {
      var dr = DIRECTIONS[d][0];
      var dc = DIRECTIONS[d][1];
      var line = [[r, c]];
      for (var k = 1; at(r + dr * k, c + dc * k) === colour; k++) line.push([r + dr * k, c + dc * k]);
      for (k = 1; at(r - dr * k, c - dc * k) === colour; k++) line.unshift([r - dr * k, c - dc * k]);
      if (line.length >= 5) return line;
    }
    return null;
  }

  /**
   * How good a point is for a colour along one direction: the stones it would join and whether the two
   * ends stay open. Five wins outright; an open four cannot be stopped; open threes and closed fours force.
   */
  function shapeValue(count, openEnds) {
    if (count >= 5) return 1000000;
    if (openEnds === 0) return 0;
    if (count === 4) return openEnds === 2 ? 100000 : 12000;
    if (count === 3) return openEnds === 2 ? 8000 : 600;
    if (count === 2) return openEnds === 2 ? 400 : 60;
    return openEnds === 2 ? 20 : 4;
  }

  function pointValue(r, c, colour) {
    var total = 0;
    for (var d = 0; d < DIRECTIONS.length; d++) {
      var dr = DIRECTIONS[d][0];
      var dc = DIRECTIONS[d][1];
      var count = 1;
      var open = 0;
      var k = 1;
      while (at(r + dr * k, c + dc * k) === colour) {
        count++;
        k++;
      }
      if (at(r + dr * k, c + dc * k) === EMPTY) open++;
      k = 1;
      while (at(r - dr * k, c - dc * k) === colour) {
        count++;
        k++;
      }
      if (at(r - dr * k, c - dc * k) === EMPTY) open++;
      total += shapeValue(count, open);
    }
    return total;
  }

  /** The computer's move: its best attack against the best block of the player's, attack slightly ahead. */
  function computerMove() {
    if (moves.length === 0) return [7, 7];
    var best = null;
    var bestScore = -1;
    for (var r = 0; r < N; r++) {
      for (var c = 0; c < N; c++) {
        if (board[r * N + c] !== EMPTY || !nearStones(r, c)) continue;
        var attack = pointValue(r, c, WHITE);
        var defence = pointValue(r, c, BLACK);
        // Win now beats blocking; otherwise a block of a four or open three beats a lesser attack.
        var score = attack >= 1000000 ? attack * 2 : attack * 1.1 + defence;
        score += 7 - Math.max(Math.abs(r - 7), Math.abs(c - 7)) * 0.5;
        if (score > bestScore) {
          bestScore = score;
          best = [r, c];
        }
      }
    }
    return best;
  }

  function nearStones(r, c) {
    for (var dr = -2; dr <= 2; dr++) {
      for (var dc = -2; dc <= 2; dc++) {
        var v = at(r + dr, c + dc);
        if (v === BLACK || v === WHITE) return true;
      }
    }
    return false;
  }

  function place(r, c, colour) {
    board[r * N + c] = colour;
    moves.push([r, c, colour]);
    var five = fiveThrough(r, c, colour);
    if (five) {
      over = true;
      winLine = five;
      if (colour === BLACK) {
        tally.wins++;
        turnEl.textContent = '你赢了！';
      } else {
        tally.losses++;
        turnEl.textContent = '电脑赢了，再来一局吧';
      }
      document.getElementById('wins').textContent = String(tally.wins);
      document.getElementById('losses').textContent = String(tally.losses);
    } else if (moves.length === N * N) {
      over = true;
      turnEl.textContent = '和棋';
    }
    draw();
  }

  function draw() {
    ctx.fillStyle = '#e3b868';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.strokeStyle = '#5a3d13';
    ctx.lineWidth = 1.2;
    for (var i = 0; i < N; i++) {
      var p = cell / 2 + i * cell;
      ctx.beginPath();
      ctx.moveTo(cell / 2, p);
      ctx.lineTo(canvas.width - cell / 2, p);
      ctx.moveTo(p, cell / 2);
      ctx.lineTo(p, canvas.height - cell / 2);
      ctx.stroke();
    }
    [
      [3, 3],
      [3, 11],
      [7, 7],
      [11, 3],
      [11, 11],
    ].forEach(function (star) {
      ctx.fillStyle = '#5a3d13';
      ctx.beginPath();
      ctx.arc(cell / 2 + star[1] * cell, cell / 2 + star[0] * cell, 4, 0, Math.PI * 2);
      ctx.fill();
    });
    moves.forEach(function (move, index) {
      var x = cell / 2 + move[1] * cell;
      var y = cell / 2 + move[0] * cell;
      var gradient = ctx.createRadialGradient(x - 5, y - 5, 2, x, y, cell * 0.45);
      if (move[2] === BLACK) {
        gradient.addColorStop(0, '#666');
        gradient.addColorStop(1, '#111');
      } else {
        gradient.addColorStop(0, '#fff');
        gradient.addColorStop(1, '#cfcfcf');
      }
      ctx.fillStyle = gradient;
      ctx.beginPath();
      ctx.arc(x, y, cell * 0.42, 0, Math.PI * 2);
      ctx.fill();
      if (index === moves.length - 1) {
        ctx.fillStyle = '#e0402b';
        ctx.beginPath();
        ctx.arc(x, y, 4, 0, Math.PI * 2);
        ctx.fill();
      }
    });
    if (winLine) {
      ctx.strokeStyle = '#e0402b';
      ctx.lineWidth = 4;
      ctx.beginPath();
      var first = winLine[0];
      var last = winLine[winLine.length - 1];
      ctx.moveTo(cell / 2 + first[1] * cell, cell / 2 + first[0] * cell);
      ctx.lineTo(cell / 2 + last[1] * cell, cell / 2 + last[0] * cell);
      ctx.stroke();
    }
    undoButton.disabled = over || thinking || moves.length < 2;
  }

  canvas.addEventListener('click', function (event) {
    if (over || thinking) return;
    var rect = canvas.getBoundingClientRect();
    var c = Math.floor(((event.clientX - rect.left) / rect.width) * N);
    var r = Math.floor(((event.clientY - rect.top) / rect.height) * N);
    if (at(r, c) !== EMPTY) return;
    place(r, c, BLACK);
    if (over) return;
    thinking = true;
    turnEl.textContent = '电脑思考中…';
    draw();
    // A short pause so the player sees their own stone before the answer.
    setTimeout(function () {
      var reply = computerMove();
      thinking = false;
      if (reply) place(reply[0], reply[1], WHITE);
      if (!over) turnEl.textContent = '轮到你落子';
      draw();
    }, 250);
  });

  undoButton.onclick = function () {
    if (over || thinking || moves.length < 2) return;
    for (var k = 0; k < 2; k++) {
      var last = moves.pop();
      board[last[0] * N + last[1]] = EMPTY;
    }
    draw();
  };
  document.getElementById('restart').onclick = newGame;

  var playerEl = document.getElementById('player');
  function greet(welcome) {
    var player = welcome && welcome.player;
    playerEl.textContent = player ? '玩家：' + player.nickName : '游客模式';
  }
  bridge.onWelcome(greet);
  bridge.hello().then(greet);

  newGame();
})();
