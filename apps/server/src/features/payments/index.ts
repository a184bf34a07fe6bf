// The payments feature's surface: what the rest of the server may use of it.
export { fulfilOrder } from './fulfil.js';
export { insertOrder, newOrderNo } from './orders.js';
