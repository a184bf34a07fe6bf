/** Texts of the conversations core (the message composer), merged into the catalogues under `im.`. */
export const imMessages = {
  zh: {
    composer: {
      placeholder: '输入消息，Enter 发送，Shift+Enter 换行',
      send: '发送',
      count: '{{count}}/{{max}}',
      attach: { media: '发送图片或视频', file: '发送文件' },
    },
  },
  en: {
    composer: {
      placeholder: 'Type a message: Enter sends, Shift+Enter adds a line',
      send: 'Send',
      count: '{{count}}/{{max}}',
      attach: { media: 'Send pictures or videos', file: 'Send files' },
    },
  },
};
