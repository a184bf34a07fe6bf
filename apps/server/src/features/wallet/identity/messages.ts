import type { Lang } from '../../../platform/http/lang.js';

/**
 * Real-name verification and bank cards: the form's refusals (each rule its own message), the review
 * queues' words and the notices their authors get. Part of the wallet's catalogue.
 */
export const identityMessages = {
  'identity.dayFormat': { zh: '日期格式应为 YYYY-MM-DD', en: 'Dates are written YYYY-MM-DD' },
  'identity.idFormat': {
    zh: '身份证号码应为18位：前17位为数字，最后一位为数字或X',
    en: 'The ID number must have 18 characters: 17 digits, then a digit or X',
  },
  'identity.idBirth': {
    zh: '身份证号码中的出生日期不正确，请核对后重新输入',
    en: 'The birth date in the ID number is not a real date; please check the number',
  },
  'identity.idChecksum': {
    zh: '身份证号码校验位不正确，请核对后重新输入',
    en: "The ID number's check character does not match; please check the number",
  },
  'identity.endDateRequired': {
    zh: '请填写证件有效期的截止日期',
    en: 'Please give the date the ID card is valid until',
  },
  'identity.endDateInvalid': {
    zh: '证件有效期截止日期不是有效的日期',
    en: 'The date the ID card is valid until is not a real date',
  },
  'identity.endDatePast': {
    zh: '证件已过有效期，请使用有效期内的身份证',
    en: 'This ID card has expired; please use a valid one',
  },
  'identity.endDateLongTerm': {
    zh: '长期有效的证件无需填写截止日期',
    en: 'A long-term ID card has no end date',
  },
  'identity.photoNotOwn': {
    zh: '{field} 不是您上传的照片，请上传本人身份证照片',
    en: '{field} is not a photo you uploaded; please upload photos of your own ID card',
  },
  'identity.samePhoto': {
    zh: '身份证正面和反面不能是同一张照片',
    en: 'The front and the back of the ID card cannot be the same photo',
  },
  'identity.reviewing': {
    zh: '实名认证审核中，请耐心等待审核结果',
    en: 'Your real-name verification is under review; please wait for the result',
  },
  'identity.alreadyVerified': {
    zh: '您已完成实名认证，证件到期后可重新认证',
    en: 'Your real name is verified; you can verify again once your ID card expires',
  },
  'identity.idTaken': {
    zh: '该身份证号已被其他账号认证，一个身份证号只能认证一个账号',
    en: 'This ID number is verified on another account; one ID number can verify one account only',
  },
  'identity.cardFormat': {
    zh: '银行卡号应为15至19位数字',
    en: 'A bank card number has 15 to 19 digits',
  },
  'identity.cardLuhn': {
    zh: '银行卡号有误，请核对后重新输入',
    en: 'This bank card number is not valid; please check it',
  },
  'identity.holderMismatch': {
    zh: '持卡人姓名须与实名认证的姓名（{name}）一致',
    en: 'The card holder must be the verified name ({name})',
  },
  'identity.bankNameRequired': {
    zh: '未能识别该卡的发卡银行，请填写开户银行',
    en: "The card's bank could not be told from its number; please enter the bank",
  },
  'identity.cardTitle': { zh: '{bank} 尾号{tail}', en: '{bank} ending {tail}' },
  'identity.personAuthQueue': { zh: '实名认证审核', en: 'Real-name verification' },
  'identity.bankCardQueue': { zh: '结算银行卡审核', en: 'Settlement bank cards' },
  'identity.personAuthKind': { zh: '实名认证', en: 'real-name verification' },
  'identity.bankCardKind': { zh: '结算银行卡', en: 'settlement bank card' },
  'identity.approve': { zh: '通过', en: 'Approve' },
  'identity.refuse': { zh: '驳回', en: 'Refuse' },
  'identity.viewWaitApprove': { zh: '待审核', en: 'Waiting' },
  'identity.viewPass': { zh: '已通过', en: 'Passed' },
  'identity.viewRefuse': { zh: '未通过', en: 'Refused' },
  'identity.keywordHint': {
    zh: '用户 ID、公开号或手机号',
    en: "The user's id, public ID or phone number",
  },
  'identity.reasonBlurry': {
    zh: '身份证照片模糊，请重新上传清晰的正反面照片',
    en: 'The ID card photos are blurry; please upload clear photos of both sides',
  },
  'identity.reasonMismatch': {
    zh: '姓名与身份证号码不一致',
    en: 'The name does not match the ID number',
  },
  'identity.reasonIncomplete': {
    zh: '证件照片不完整或被遮挡',
    en: 'The ID card photos are cut off or covered',
  },
  'identity.reasonCardHolder': {
    zh: '持卡人与实名认证信息不一致',
    en: 'The card holder does not match the verified identity',
  },
  'identity.reasonCardBranch': {
    zh: '开户银行或支行信息有误',
    en: 'The bank or branch is wrong',
  },
  'identity.reasonCardUnusable': {
    zh: '该银行卡无法用于结算，请更换其他银行卡',
    en: 'This card cannot receive settlements; please add another card',
  },
  'identity.approvedTitle': { zh: '{kind}审核通过', en: 'Your {kind} was approved' },
  'identity.approvedText': {
    zh: '您提交的{kind}（{title}）已审核通过。',
    en: 'Your {kind} ({title}) was approved.',
  },
  'identity.refusedTitle': { zh: '{kind}审核未通过', en: 'Your {kind} was not approved' },
  'identity.refusedText': {
    zh: '您提交的{kind}（{title}）未通过审核，原因：{reason}。请修改后重新提交。',
    en: 'Your {kind} ({title}) was not approved: {reason}. Please correct it and submit it again.',
  },
} as const satisfies Record<string, Record<Lang, string>>;
