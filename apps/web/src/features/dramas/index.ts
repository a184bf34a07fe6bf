export { dramaLinkOf, formatYuan, formatCoinsOfCents } from './drama-rules';
