// Arabic for the messages the API answers: the envelope's message and its field errors, chosen by
// Accept-Language like the catalogue's names. The routes write English (the contract's examples
// are English); a message with no Arabic here stays English, so nothing is ever lost.

/** Field names as the English messages write them ("address line"), in Arabic. */
const fields: Record<string, string> = {
  name: 'الاسم',
  'first name': 'الاسم الأول',
  'last name': 'اسم العائلة',
  'shop name': 'اسم المتجر',
  email: 'البريد الإلكتروني',
  phone: 'الهاتف',
  'phone code': 'رمز الدولة',
  country: 'الدولة',
  password: 'كلمة المرور',
  'password confirmation': 'تأكيد كلمة المرور',
  'new password': 'كلمة المرور الجديدة',
  'confirm password': 'تأكيد كلمة المرور',
  'current password': 'كلمة المرور الحالية',
  otp: 'رمز التحقق',
  token: 'الرمز',
  gender: 'الجنس',
  'date of birth': 'تاريخ الميلاد',
  'profile photo': 'الصورة الشخصية',
  area: 'المنطقة',
  'flat no': 'رقم الشقة',
  'address line': 'العنوان',
  'address line2': 'العنوان (السطر الثاني)',
  'post code': 'الرمز البريدي',
  latitude: 'خط العرض',
  longitude: 'خط الطول',
  'address type': 'نوع العنوان',
  'is default': 'العنوان الافتراضي',
  'address id': 'العنوان',
  subject: 'الموضوع',
  message: 'الرسالة',
  attachments: 'المرفقات',
  'issue type id': 'نوع المشكلة',
  reason: 'السبب',
  note: 'الملاحظة',
  'coupon code': 'رمز القسيمة',
  'payment method': 'طريقة الدفع',
  quantity: 'الكمية',
  color: 'اللون',
  size: 'المقاس',
  unit: 'الوحدة',
  'product id': 'المنتج',
  'product ids': 'المنتجات',
  'shop id': 'المتجر',
  'shop ids': 'المتاجر',
  'order id': 'الطلب',
  'order status': 'حالة الطلب',
  page: 'الصفحة',
  'per page': 'عدد العناصر في الصفحة',
  search: 'البحث',
  rating: 'التقييم',
  product: 'المنتج',
  order: 'الطلب',
  description: 'الوصف',
};

const field = (english: string): string => fields[english.trim().toLowerCase()] ?? english;

/** Whole messages, word for word. */
const exact: Record<string, string> = {
  'Unauthenticated.': 'يجب تسجيل الدخول أولاً.',
  'Credential is invalid!': 'بيانات الدخول غير صحيحة!',
  'Your account is inactive.': 'حسابك غير مفعّل.',
  'Please verify your account first': 'يرجى توثيق حسابك أولاً',
  'No account uses this email or phone.': 'لا يوجد حساب بهذا البريد الإلكتروني أو رقم الهاتف.',
  'We could not find an account with that email or phone.': 'لم نجد حساباً بهذا البريد الإلكتروني أو رقم الهاتف.',
  'Invalid OTP': 'رمز التحقق غير صحيح',
  'The OTP has expired. Please request a new one.': 'انتهت صلاحية رمز التحقق. يرجى طلب رمز جديد.',
  'The reset link has expired. Please request a new OTP.': 'انتهت صلاحية رابط إعادة التعيين. يرجى طلب رمز تحقق جديد.',
  'The code could not be sent. Please try again in a moment.': 'تعذّر إرسال الرمز. يرجى المحاولة بعد قليل.',
  'Codes cannot be sent by SMS right now. Please use your email address.': 'لا يمكن إرسال الرموز برسالة نصية الآن. يرجى استخدام بريدك الإلكتروني.',
  'The sign-in provider could not be reached. Please try again later.': 'تعذّر الوصول إلى مزوّد تسجيل الدخول. يرجى المحاولة لاحقاً.',
  'Please try again in a moment.': 'يرجى المحاولة بعد قليل.',
  'The shop is starting. Please try again in a moment.': 'المتجر قيد التشغيل. يرجى المحاولة بعد قليل.',
  'The email has already been taken.': 'البريد الإلكتروني مستخدم من قبل.',
  'The profile photo must be an image.': 'يجب أن تكون الصورة الشخصية صورة.',
  'The profile photo must not be greater than 2 MB.': 'يجب ألا يزيد حجم الصورة الشخصية عن 2 ميغابايت.',
  'The phone has already been taken.': 'رقم الهاتف مستخدم من قبل.',
  'The phone or email field is required': 'حقل الهاتف أو البريد الإلكتروني مطلوب',
  'Current password does not match': 'كلمة المرور الحالية غير صحيحة.',
  'The password field confirmation does not match.': 'تأكيد كلمة المرور غير مطابق.',
  'The otp field must be 4 digits.': 'يجب أن يتكون رمز التحقق من 4 أرقام.',
  'Login successfully': 'تم تسجيل الدخول بنجاح',
  'Logout successfully': 'تم تسجيل الخروج بنجاح',
  'Registration successfully': 'تم إنشاء الحساب بنجاح',
  'Your profile is under review': 'طلبك قيد المراجعة',
  'OTP verified successfully': 'تم التحقق من الرمز بنجاح',
  'Password reset successfully': 'تمت إعادة تعيين كلمة المرور بنجاح',
  'Password changed successfully': 'تم تغيير كلمة المرور بنجاح',
  'Profile updated successfully': 'تم تحديث الملف الشخصي بنجاح',
  'The product id is required.': 'حقل المنتج مطلوب.',
  'address created successfully': 'تمت إضافة العنوان بنجاح',
  'address updated successfully': 'تم تحديث العنوان بنجاح',
  'address deleted successfully': 'تم حذف العنوان بنجاح',
  'address can not be deleted because it has orders': 'هذا العنوان مستخدم في طلب ولا يمكن حذفه.',
  'Your message has been sent successfully': 'تم إرسال رسالتك بنجاح',
  'Message sent successfully': 'تم إرسال الرسالة بنجاح',
  'Support ticket created successfully': 'تم إنشاء تذكرة الدعم بنجاح',
  'This ticket is closed. Please open a new ticket.': 'هذه التذكرة مغلقة. يرجى فتح تذكرة جديدة.',
  'Voucher collected successfully': 'تم جمع القسيمة بنجاح',
  'Voucher already collected': 'تم جمع هذه القسيمة من قبل',
  'This voucher has expired.': 'انتهت صلاحية هذه القسيمة.',
  'The coupon code is invalid.': 'رمز القسيمة غير صحيح.',
  'This voucher belongs to a shop that is not in your checkout.': 'هذه القسيمة تخص متجراً غير موجود في طلبك.',
  'This product is no longer available.': 'هذا المنتج لم يعد متوفراً.',
  'There is nothing to order from the selected shops.': 'لا يوجد ما يمكن طلبه من المتاجر المحددة.',
  'The selected payment method is not available.': 'طريقة الدفع المحددة غير متاحة.',
  'Cash on delivery needs no online payment. Choose an online payment method.': 'الدفع عند الاستلام لا يحتاج إلى دفع إلكتروني. اختر طريقة دفع إلكترونية.',
  'The payment could not be started. Your order is kept: please try again, or pay it later from your order history.':
    'تعذّر بدء الدفع. طلبك محفوظ: يرجى المحاولة مرة أخرى، أو الدفع لاحقاً من سجل الطلبات.',
  'Order placed successfully': 'تم تقديم الطلب بنجاح',
  'Order cancelled successfully': 'تم إلغاء الطلب بنجاح',
  'Only pending orders can be cancelled.': 'لا يمكن إلغاء إلا الطلبات قيد الانتظار.',
  'Only delivered orders can be returned.': 'لا يمكن إرجاع إلا الطلبات المسلَّمة.',
  'The selected products are not part of this order.': 'المنتجات المحددة ليست من هذا الطلب.',
  'These products have already been returned.': 'تم إرجاع هذه المنتجات من قبل.',
  'Return request submitted successfully': 'تم إرسال طلب الإرجاع بنجاح',
  'The rating must be a number.': 'يجب أن يكون التقييم رقماً.',
  'The rating must be at least 1.': 'يجب ألا يقل التقييم عن 1.',
  'The rating must be less than 5.': 'يجب ألا يزيد التقييم عن 5.',
  'review added successfully': 'تمت إضافة التقييم بنجاح',
  'You have already reviewed this product.': 'لقد قيّمت هذا المنتج من قبل.',
  'You can review a product once its order is delivered.': 'يمكنك تقييم المنتج بعد تسليم طلبه.',
  'This product is not part of this order.': 'هذا المنتج ليس من هذا الطلب.',
  'recently viewed products': 'المنتجات التي شاهدتها مؤخراً',
  'The request body is too large.': 'حجم الطلب كبير جداً.',
  'Malformed JSON in request body': 'صيغة JSON في الطلب غير صالحة',
  'Malformed form data in request body': 'بيانات النموذج في الطلب غير صالحة',
  'The given data was invalid.': 'البيانات المرسلة غير صالحة.',
  'Server Error': 'خطأ في الخادم',
  'Sorry! product cart quantity is limited. No more stock': 'عذراً! كمية المنتج في السلة محدودة. لا يوجد مخزون إضافي',
};

const units = (count: string, one: string, two: string, few: string, many: string): string => {
  const n = Number(count);
  if (n === 1) return one;
  if (n === 2) return two;
  if (n >= 3 && n <= 10) return `${count} ${few}`;
  return `${count} ${many}`;
};

/** What is being limited in "Too many …", as the rate limits name it. */
const attempts: Record<string, string> = {
  'login attempts': 'محاولات تسجيل الدخول',
  registrations: 'عمليات التسجيل',
  applications: 'طلبات الانضمام',
  'codes requested': 'طلبات الرموز',
  attempts: 'المحاولات',
  'password attempts': 'محاولات تغيير كلمة المرور',
  'sign-in attempts': 'محاولات تسجيل الدخول',
  messages: 'الرسائل',
  'chats started': 'المحادثات الجديدة',
  'tickets opened': 'التذاكر الجديدة',
};

/** Messages with values in them, tried in order. */
const patterns: [RegExp, (...parts: string[]) => string][] = [
  [/^(.*) \(and (\d+) more errors?\)$/, (first, more) => `${translate(first)} (و${units(more, 'خطأ آخر', 'خطآن آخران', 'أخطاء أخرى', 'خطأً آخر')})`],
  [/^Too many (.+)\. Please try again in (\d+) minutes?\.$/, (what, minutes) => `${attempts[what] ?? what}: تجاوزت الحد المسموح. يرجى المحاولة بعد ${units(minutes, 'دقيقة', 'دقيقتين', 'دقائق', 'دقيقة')}.`],
  [/^(.*No more stock): (.+) is out of stock\.$/, (limited, item) => `${translate(limited)}: نفد ${item}.`],
  [/^(.*No more stock): (.+) is sold out in the flash sale\.$/, (limited, item) => `${translate(limited)}: نفد ${item} في العرض السريع.`],
  [/^(.*No more stock): only (\d+) of (.+) left\.$/, (limited, count, item) => `${translate(limited)}: بقي ${count} فقط من ${item}.`],
  [/^(.+) is no longer available\. Please remove it from your cart\.$/, (item) => `${item} لم يعد متوفراً. يرجى إزالته من السلة.`],
  [/^OTP sent to your (email|phone)$/, (kind) => (kind === 'email' ? 'تم إرسال رمز التحقق إلى بريدك الإلكتروني' : 'تم إرسال رمز التحقق إلى هاتفك')],
  [/^You can save at most (\d+) addresses\. Please delete one first\.$/, (max) => `يمكنك حفظ ${max} عناوين على الأكثر. يرجى حذف أحدها أولاً.`],
  [/^The (.+) field is required\.$/, (name) => `حقل ${field(name)} مطلوب.`],
  [/^The (.+?)(?: field)? must be a valid email address\.$/, (name) => `يجب أن يكون ${field(name)} بريداً إلكترونياً صالحاً.`],
  [/^The (.+) field must be a valid phone number\.$/, (name) => `يجب أن يكون ${field(name)} رقم هاتف صالحاً.`],
  [/^The (.+) field must have at least (\d+) digits\.$/, (name, min) => `يجب ألا يقل ${field(name)} عن ${min} أرقام.`],
  [/^The (.+) field must not have more than (\d+) digits\.$/, (name, max) => `يجب ألا يزيد ${field(name)} عن ${max} أرقام.`],
  [/^The (.+) field must be between (\d+) and (\d+) digits\.$/, (name, min, max) => `يجب أن يتكون ${field(name)} من ${min} إلى ${max} أرقام.`],
  [/^The (.+) field must contain digits only\.$/, (name) => `يجب أن يحتوي ${field(name)} على أرقام فقط.`],
  [/^The (.+) must be at least (\d+) characters\.$/, (name, min) => `يجب ألا يقل ${field(name.replace(/ field$/, ''))} عن ${min} أحرف.`],
  [/^The (.+) field must be at least (\d+) characters\.$/, (name, min) => `يجب ألا يقل ${field(name)} عن ${min} أحرف.`],
  [/^The (.+) field must not be greater than (\d+) characters\.$/, (name, max) => `يجب ألا يزيد ${field(name)} عن ${max} حرفاً.`],
  [/^The (.+) field must be at least (\d+)\.$/, (name, min) => `يجب ألا تقل قيمة ${field(name)} عن ${min}.`],
  [/^The (.+) field must not be greater than (\d+)\.$/, (name, max) => `يجب ألا تزيد قيمة ${field(name)} عن ${max}.`],
  [/^The (.+) field must not have more than (\d+) items\.$/, (name, max) => `يجب ألا يتجاوز عدد ${field(name)} ${max}.`],
  [/^The (.+) field must be a valid date \(YYYY-MM-DD\)\.$/, (name) => `يجب أن يكون ${field(name)} تاريخاً صالحاً (YYYY-MM-DD).`],
  [/^The (.+) field must be a date before today\.$/, (name) => `يجب أن يكون ${field(name)} تاريخاً قبل اليوم.`],
  [/^The (.+) field must be a string\.$/, (name) => `يجب أن يكون ${field(name)} نصاً.`],
  [/^The (.+) field must be (?:a number|an integer)\.$/, (name) => `يجب أن يكون ${field(name)} رقماً.`],
  [/^The (.+) field contains invalid characters\.$/, (name) => `يحتوي ${field(name)} على أحرف غير صالحة.`],
  [/^The (.+) field format is invalid\.$/, (name) => `صيغة ${field(name)} غير صالحة.`],
  [/^The (.+) field is invalid\.$/, (name) => `قيمة ${field(name)} غير صالحة.`],
  [/^The selected (.+) is invalid\.$/, (name) => `القيمة المحددة في ${field(name)} غير صالحة.`],
];

function translate(message: string): string {
  const word = exact[message];
  if (word) return word;
  for (const [pattern, write] of patterns) {
    const match = message.match(pattern);
    if (match) return write(...match.slice(1));
  }
  return message;
}

/** The message in the answer's language (Arabic, or as written). */
export function localMessage(message: string, locale: string): string {
  return locale === 'ar' ? translate(message) : message;
}

/** Field errors in the answer's language. */
export function localErrors(errors: Record<string, string[]>, locale: string): Record<string, string[]> {
  if (locale !== 'ar') return errors;
  return Object.fromEntries(Object.entries(errors).map(([name, messages]) => [name, messages.map(translate)]));
}
