/**
 * Texts of the explanation pages, under `explain.`. Each section's text is split into paragraphs at line
 * breaks.
 */
export const explainMessages = {
  zh: {
    notFound: '未找到该说明',
    notFoundText: '链接中的说明不存在或已下线，请返回首页查看其他内容。',
    backHome: '返回首页',
    contactLink: '前往「我的 - 意见反馈」',
    dramaPayAgreement: {
      title: '短剧付费服务协议',
      intro:
        '欢迎使用狐狐视界短剧付费服务。在购买付费剧集前，请仔细阅读本协议；点击支付即表示您已阅读并同意本协议的全部内容。',
      sections: {
        purchase: {
          title: '一、购买的内容',
          text: '您购买的是在本账号下观看相应付费剧集的权利，可选择购买单集，或一次购买整部短剧中尚未解锁的全部剧集。\n已解锁的剧集仅限购买账号本人观看，不得转让、出租或用于任何商业用途；短剧的著作权及其他权利仍归权利人所有。',
        },
        coins: {
          title: '二、狐币与支付',
          text: '剧集以人民币定价，可使用狐币余额或扫码支付。狐币是本平台的虚拟币，按平台公布的充值比例（1 元兑换的狐币数量以充值页面显示为准）由人民币充值获得，仅可用于本平台内的消费，不能兑换为人民币，也不能在账号之间转让。\n以狐币支付时，所需狐币按剧集价格乘以充值比例计算，保留一位小数；余额不足时请先充值。',
        },
        price: {
          title: '三、价格与免费剧集',
          text: '每部短剧的免费集数、单集价格和整部价格由创作者或平台设定，并在支付前明确显示。购买前的价格以支付页面显示的为准，已完成的购买不受之后价格调整的影响。',
        },
        refund: {
          title: '四、退款',
          text: '数字内容一经解锁即视为已提供，已解锁或已观看的剧集不支持退款，法律法规另有规定的除外。\n如因重复扣费、支付成功但未解锁等平台原因造成损失，我们核实后将为您补发解锁或退回相应款项。',
        },
        availability: {
          title: '五、观看期限与下架',
          text: '您已解锁的剧集可在本账号下不限次数观看。\n短剧可能因创作者下架、权利到期或违反法律法规及平台规则而被下架，下架后将不再展示和出售，您已解锁的剧集仍可继续观看；法律法规要求停止传播的内容除外。',
        },
        conduct: {
          title: '六、使用规范',
          text: '请勿通过录屏、下载、破解等方式复制或传播付费内容，也不得利用系统漏洞、外挂等不正当手段获取剧集。发现上述行为的，平台有权暂停相关服务并依法追究责任。',
        },
        contact: {
          title: '七、联系我们',
          text: '对本协议或购买有任何疑问，请在「我的」页面通过「意见反馈」联系我们，我们会尽快处理。',
        },
      },
    },
  },
  en: {
    notFound: 'Explanation not found',
    notFoundText:
      'The explanation in this link does not exist or has been withdrawn. Go back home to see more.',
    backHome: 'Back home',
    contactLink: 'Open My page - Feedback',
    dramaPayAgreement: {
      title: 'Short drama paid-service agreement',
      intro:
        'Welcome to the paid short-drama service of Foxview. Please read this agreement before buying paid episodes; paying means you have read and accept all of it.',
      sections: {
        purchase: {
          title: '1. What you buy',
          text: 'You buy the right to watch the paid episodes concerned on this account: a single episode, or at once every episode of the drama you have not unlocked yet.\nUnlocked episodes are for the buying account holder only and may not be transferred, rented out or used commercially; the copyright and other rights in the drama stay with their owners.',
        },
        coins: {
          title: '2. Fox coins and payment',
          text: 'Episodes are priced in yuan and paid with your fox-coin balance or by scanning a QR code. Fox coins are the virtual currency of this platform, bought with yuan at the rate the platform publishes (the coins per yuan shown on the top-up page). They can only be spent on this platform, cannot be exchanged back into yuan and cannot be transferred between accounts.\nPaying with coins costs the episode price times that rate, shown with one decimal; top up first when the balance is not enough.',
        },
        price: {
          title: '3. Prices and free episodes',
          text: 'The number of free episodes, the price per episode and the price of the whole drama are set by the creator or the platform and shown before you pay. The price on the payment screen applies; a completed purchase is not affected by later price changes.',
        },
        refund: {
          title: '4. Refunds',
          text: 'Digital content counts as delivered once unlocked: unlocked or watched episodes are not refunded, except where the law requires otherwise.\nIf you lose out through a fault of ours, such as a double charge or a payment that unlocked nothing, we will unlock the episodes or return the amount once we have checked it.',
        },
        availability: {
          title: '5. How long you can watch, and taken-down dramas',
          text: 'The episodes you unlocked can be watched on this account as often as you like.\nA drama may be taken down by its creator, when rights expire, or for breaking the law or the platform rules; it is then no longer shown or sold, and your unlocked episodes can still be watched, except where the law requires the content to stop spreading.',
        },
        conduct: {
          title: '6. Fair use',
          text: 'Do not copy or spread paid content by screen recording, downloading or cracking, and do not obtain episodes through system flaws, cheats or other improper means. Where this happens the platform may suspend the services concerned and pursue liability under the law.',
        },
        contact: {
          title: '7. Contact us',
          text: 'For any question about this agreement or a purchase, contact us through Feedback on the My page; we will answer as soon as we can.',
        },
      },
    },
  },
};
