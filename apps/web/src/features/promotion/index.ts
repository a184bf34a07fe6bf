export { PromotionTag, type PromotionTagProps, type Relation } from './PromotionTag';
export { wishTaskPath } from './wish-link';
export { promotionMessages } from './messages';
