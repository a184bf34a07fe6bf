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
    taskAgreement: {
      title: '任务履约协议',
      intro:
        '本协议适用于在狐狐视界心愿广场发布心愿（任务）和接取心愿的全部用户。发布心愿、报名或接取心愿前，请仔细阅读本协议；勾选同意即表示您已阅读并接受本协议的全部内容。',
      sections: {
        roles: {
          title: '一、双方与平台',
          text: '发布者是发布心愿并支付赏金的一方，接单者是报名或接取心愿、按交付标准完成并申请结算的一方。\n平台提供信息发布、资金托管、结算和纠纷处理服务，不是心愿的发布者或接单者。',
        },
        escrow: {
          title: '二、赏金托管',
          text: '心愿发布后，发布者须先将全部赏金（单人赏金乘以名额）支付到平台托管，经平台审核通过后心愿才会出现在心愿广场。\n托管期间赏金不计利息；心愿被拒绝、取消、下架或到期结束时，尚未结算的赏金按原支付方式退回发布者。',
        },
        taking: {
          title: '三、报名与接单',
          text: '需要审核的心愿，接单者须填写心愿完成说明并可上传佐证图片，由发布者决定是否通过；无需审核的心愿先到先得，名额满后不再接单。\n发布者要求保证金时，接单者须先支付保证金；报名未通过、订单被取消或按时结算后，保证金原路退回。\n发布者不能接取自己发布的心愿。',
        },
        delivery: {
          title: '四、交付与结算',
          text: '接单者应在截止时间前按交付标准完成，并提交结算申请及交付说明。\n发布者应在收到结算申请后 72 小时内审核：确认后，单人赏金扣除平台服务费后结算到接单者的收益账户；驳回须写明原因，接单者可修改后重新提交；逾期未审核的，视为确认结算。\n结算一经确认不可撤销。',
        },
        fee: {
          title: '五、平台服务费',
          text: '平台在每次结算时从单人赏金中收取服务费，费率在发布前展示并在心愿发布时确定，之后的费率调整不影响已发布的心愿。',
        },
        conduct: {
          title: '六、行为规范',
          text: '双方应如实描述需求和交付，不得发布违法违规内容，不得绕开平台私下交易，不得以虚假交付、恶意驳回等方式损害对方权益。\n违反本协议的，平台有权下架心愿、暂停结算并依法追究责任。',
        },
        disputes: {
          title: '七、争议处理',
          text: '双方对交付或结算有争议的，可在任务群聊中协商，也可通过「我的 - 意见反馈」申请平台介入，平台将根据双方提供的记录作出处理。',
        },
        contact: {
          title: '八、联系我们',
          text: '对本协议有任何疑问，请在「我的」页面通过「意见反馈」联系我们，我们会尽快处理。',
        },
      },
    },
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
    taskAgreement: {
      title: 'Task fulfilment agreement',
      intro:
        'This agreement applies to everyone who publishes wishes (tasks) on the Foxview wish square or takes them on. Please read it before publishing, applying for or taking a wish; ticking the box means you have read and accept all of it.',
      sections: {
        roles: {
          title: '1. The parties and the platform',
          text: 'The publisher publishes a wish and pays its reward; the taker applies for or takes the wish, delivers to its delivery standard and applies for settlement.\nThe platform publishes the wish, holds the money in escrow, settles and handles disputes; it is neither publisher nor taker.',
        },
        escrow: {
          title: '2. The reward in escrow',
          text: "Before a wish goes on the square the publisher pays the whole reward (the reward per place times the places) into the platform's escrow, and the platform reviews the wish.\nEscrow bears no interest. When a wish is refused, cancelled, taken down or ends at its deadline, the reward not yet settled goes back to the publisher the way it was paid.",
        },
        taking: {
          title: '3. Applying and taking',
          text: 'For a wish that needs approval, the taker describes how they will fulfil it, may add evidence pictures, and the publisher decides; other wishes are first come, first served until the places are taken.\nWhen the publisher asks for a deposit the taker pays it first; it goes back when the application is declined, the order is cancelled or settlement is done.\nA publisher cannot take their own wish.',
        },
        delivery: {
          title: '4. Delivery and settlement',
          text: "The taker delivers to the standard before the deadline and applies for settlement with a description of the delivery.\nThe publisher reviews within 72 hours: on acceptance the reward of one place, less the platform fee, reaches the taker's earnings; a refusal gives a reason and the taker may deliver again; an application left unreviewed is accepted.\nAn accepted settlement cannot be undone.",
        },
        fee: {
          title: '5. Platform fee',
          text: 'The platform keeps a fee from the reward of each settlement. Its rate is shown before publishing and fixed when the wish is published; later changes do not affect published wishes.',
        },
        conduct: {
          title: '6. Conduct',
          text: 'Both sides describe needs and deliveries truthfully, publish nothing unlawful, do not trade around the platform, and do not harm each other through false deliveries or refusals in bad faith.\nWhere this agreement is broken the platform may take the wish down, hold settlement and pursue liability under the law.',
        },
        disputes: {
          title: '7. Disputes',
          text: 'A disagreement about a delivery or settlement can be talked through in the task group chat, or brought to the platform through Feedback on the My page; the platform decides on the records both sides provide.',
        },
        contact: {
          title: '8. Contact us',
          text: 'For any question about this agreement, contact us through Feedback on the My page; we will answer as soon as we can.',
        },
      },
    },
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
