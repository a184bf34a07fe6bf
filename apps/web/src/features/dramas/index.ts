export { dramaLinkOf, formatYuan, formatCoinsOfCents } from './drama-rules';
export { DramaCard } from './DramaCard';
