import type { EditorGame } from '../GameEditor';

const l = (ar: string, en: string, ku: string) => ({ ar, en, ku });

export const editorGames: EditorGame[] = [
  {
    id: 'shake-to-win',
    type: 'shake-to-win',
    titles: l('هزّ واربح', 'Shake to win', 'ڕایبوەشێنە و ببەوە'),
    descriptions: l('هزّ هاتفك واربح.', 'Shake your phone to win.', 'مۆبایلەکەت ڕابوەشێنە و ببەوە.'),
    rules: l('محاولة واحدة في اليوم.', 'One play per day.', 'ڕۆژانە یەک هەوڵ.'),
    image: '/images/games/shake-to-win.svg',
    active: true,
    startsAt: null,
    endsAt: null,
    settings: {
      dailyPrizeBudget: 200,
      prizes: [
        { id: 'points-10', kind: 'points', points: 10, odds: 40, label: l('10 نقاط', '10 points', '10 خاڵ') },
        { id: 'none', kind: 'none', odds: 40, label: l('لا جائزة', 'No prize', 'خەڵات نییە') },
      ],
    },
  },
  {
    id: 'daily-quiz',
    type: 'quiz',
    titles: l('مسابقة اليوم', 'Daily quiz', 'پێشبڕکێی ڕۆژانە'),
    descriptions: l('خمسة أسئلة.', 'Five questions.', 'پێنج پرسیار.'),
    rules: l('محاولة واحدة.', 'One try.', 'یەک هەوڵ.'),
    image: '/images/games/quiz.svg',
    active: true,
    startsAt: null,
    endsAt: null,
    settings: {
      questionsPerDay: 5,
      pointsPerCorrect: 10,
      prizes: [],
      questions: [{ id: 'capital', text: l('ما عاصمة العراق؟', 'What is the capital of Iraq?', 'پایتەختی عێراق کامەیە؟'), options: { ar: ['البصرة', 'بغداد'], en: ['Basra', 'Baghdad'], ku: ['بەسرە', 'بەغدا'] }, answer: 1 }],
    },
  },
];
