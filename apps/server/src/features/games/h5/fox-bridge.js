/* global window */
/*
 * The portal bridge every game of the fox portal loads as bridge.js (protocol: packages/contracts/src/
 * games-constants.ts). The game runs in a sandboxed frame with an opaque origin, so it trusts only messages
 * from its parent window, learns the portal's origin from the first welcome and targets it from then on,
 * and calls the game API with the game-scoped token the portal gave it (never a session).
 */
(function () {
  'use strict';
  var framed = window.parent && window.parent !== window;
  var portalOrigin = null;
  var welcome = null;
  var welcomeWaiters = [];
  var welcomeListeners = [];
  var buyWaiters = {};
  var refreshTimer = null;
  var requestCount = 0;

  function post(message) {
    if (framed) window.parent.postMessage(message, portalOrigin || '*');
  }

  function scheduleRefresh() {
    if (refreshTimer) clearTimeout(refreshTimer);
    if (!welcome || !welcome.expiresAt) return;
    // Ask for a fresh token a minute before this one expires.
    var wait = Math.max(5000, welcome.expiresAt - Date.now() - 60000);
    refreshTimer = setTimeout(function () {
      post({ type: 'fox:token' });
    }, wait);
  }

  window.addEventListener('message', function (event) {
    if (!framed || event.source !== window.parent) return;
    if (portalOrigin && event.origin !== portalOrigin) return;
    var data = event.data;
    if (!data || typeof data !== 'object' || typeof data.type !== 'string') return;
    if (data.type === 'fox:welcome') {
      if (!portalOrigin) portalOrigin = event.origin;
      welcome = data;
      scheduleRefresh();
      var waiters = welcomeWaiters;
      welcomeWaiters = [];
      waiters.forEach(function (resolve) {
        resolve(data);
      });
      welcomeListeners.forEach(function (listener) {
        listener(data);
      });
    } else if (data.type === 'fox:buyResult' && typeof data.requestId === 'string') {
      var waiter = buyWaiters[data.requestId];
      if (waiter) {
        delete buyWaiters[data.requestId];
        waiter(data);
      }
    }
  });

  function hello() {
    if (!framed) return Promise.resolve(null);
    if (welcome) return Promise.resolve(welcome);
    return new Promise(function (resolve) {
      welcomeWaiters.push(resolve);
      post({ type: 'fox:hello' });
    });
  }

  function freshWelcome() {
    return new Promise(function (resolve) {
      welcomeWaiters.push(resolve);
      post({ type: 'fox:token' });
    });
  }

  /** GET from the game API with the token; once more with a fresh token if it was refused as expired. */
  function api(path, retried) {
    if (!welcome || !welcome.token) return Promise.reject(new Error('游客模式，无法访问游戏服务'));
    return fetch(welcome.apiBase + path, {
      headers: { Authorization: 'Bearer ' + welcome.token },
      credentials: 'omit',
    })
      .then(function (response) {
        return response.json();
      })
      .then(function (body) {
        if (body.code === 401 && !retried) {
          return freshWelcome().then(function () {
            return api(path, true);
          });
        }
        if (body.code !== 200) throw new Error(body.msg || '请求失败');
        return body;
      });
  }

  /** Asks the portal to sell an item; resolves with the portal's fox:buyResult. */
  function buy(itemKey) {
    if (!framed) {
      return Promise.resolve({
        outcome: 'failed',
        itemKey: itemKey,
        orderNo: null,
        message: '请在狐狐视界中打开游戏',
      });
    }
    requestCount += 1;
    var requestId = 'buy-' + Date.now().toString(36) + '-' + requestCount;
    return new Promise(function (resolve) {
      buyWaiters[requestId] = resolve;
      post({ type: 'fox:buy', requestId: requestId, itemKey: itemKey });
    });
  }

  /** The player's purchases of this game's items (verified by the server, not by the message). */
  function purchases(itemKey) {
    var query = itemKey ? '?itemKey=' + encodeURIComponent(itemKey) : '';
    return api('/purchases' + query).then(function (body) {
      return body.data;
    });
  }

  /** Storage may be refused in an opaque origin: keep what cannot be stored in memory. */
  var memory = {};
  function remember(key, value) {
    memory[key] = value;
    try {
      window.localStorage.setItem(key, value);
    } catch {
      /* the sandbox has no storage; memory is enough for this visit */
    }
  }
  function recall(key) {
    try {
      var stored = window.localStorage.getItem(key);
      if (stored !== null) return stored;
    } catch {
      /* as above */
    }
    return Object.prototype.hasOwnProperty.call(memory, key) ? memory[key] : null;
  }

  window.FoxBridge = {
    hello: hello,
    buy: buy,
    purchases: purchases,
    api: api,
    remember: remember,
    recall: recall,
    onWelcome: function (listener) {
      welcomeListeners.push(listener);
    },
    player: function () {
      return welcome ? welcome.player : null;
    },
  };
})();
