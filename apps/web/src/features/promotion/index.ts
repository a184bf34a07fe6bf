export { PromotionTag } from './PromotionTag';
