/** Texts of the promotion tag, merged into the catalogues under `promotion.`. */
export const promotionMessages = {
  zh: {
    kind: {
      Window: '橱窗',
      GoodsWindow: '商品',
      BusyTask: '心愿',
      EntryRole: '入驻',
      SohuLesson: '课程',
    },
    windowName: '{{name}}的橱窗',
    openWish: '查看心愿',
    wishSquare: '心愿广场',
  },
  en: {
    kind: {
      Window: 'Shop window',
      GoodsWindow: 'Goods',
      BusyTask: 'Wish',
      EntryRole: 'Join',
      SohuLesson: 'Course',
    },
    windowName: "{{name}}'s shop window",
    openWish: 'Open the wish',
    wishSquare: 'Wish square',
  },
};
