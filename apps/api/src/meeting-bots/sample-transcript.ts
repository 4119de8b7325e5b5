/**
 * The sample meeting's transcript: a made-up ten-minute product meeting with four people, written
 * as a plain-text transcript file (`[MM:SS] Name: words`) so it is read by the same reader as an
 * imported one. It has decisions, action items with owners and dates, numbers and an open
 * question, so the notes, the statistics and Ask AI have something to show.
 */

/** Who leads the meeting: marked as its host. */
export const SAMPLE_MEETING_HOST = 'Priya Sharma';

export const SAMPLE_TRANSCRIPT = `[00:00] Priya Sharma: Good morning everyone, thanks for joining. This is our launch planning meeting for the new mobile app. We have about ten minutes, so let's go through the beta results, the launch date, onboarding and the marketing plan, and leave with clear owners.
[00:16] Daniel Okafor: Morning. I have the numbers from the beta ready whenever you want them.
[00:21] Mei Lin: Morning all. I brought the new onboarding designs as well.
[00:25] Arjun Rao: Hi everyone, I have a draft of the launch announcement and the campaign budget.
[00:31] Priya Sharma: Great. Daniel, let's start with the beta. How did the last two weeks go?
[00:36] Daniel Okafor: Overall it went well. We had four hundred and twenty beta testers, and about three hundred of them were active every week. The crash free rate is ninety nine point two percent, up from ninety seven percent in the first build. Most of the remaining crashes come from one place: the offline sync on older Android phones.
[01:02] Priya Sharma: What does it take to fix the offline sync crash?
[01:06] Daniel Okafor: We know the cause. The sync job retries too fast when the phone has a weak signal and runs out of memory. The fix is about three days of work, plus two days of testing on the older devices in our lab.
[01:21] Priya Sharma: And is that a launch blocker in your view?
[01:24] Daniel Okafor: Yes. I would not launch with it. It affects around six percent of Android users, and those are exactly the people on slow networks who need offline mode most.
[01:36] Arjun Rao: That matters for marketing too. Offline mode is one of the three features we lead with in the campaign.
[01:43] Priya Sharma: Then we agreed: the offline sync fix is a launch blocker. Daniel, can your team own it?
[01:48] Daniel Okafor: Yes, I will own it. We can have the fix in the release build by Thursday next week.
[01:55] Priya Sharma: Good. What else came out of the beta feedback?
[01:59] Mei Lin: The biggest theme was onboarding. About forty percent of testers dropped off before finishing the sign up flow. In the interviews people said it asks too much too early: the team name, the calendar connection, notification settings, all before they see anything useful.
[02:18] Priya Sharma: Forty percent is a lot. What do the new designs change?
[02:22] Mei Lin: The new flow has three screens instead of seven. You sign in, you pick what you want to do first, and you land in the app with a sample project already there. The calendar connection and notifications move to a checklist that you can finish later. In a quick test with twelve people, eleven finished the new flow, and they did it in under a minute.
[02:46] Arjun Rao: I love the sample project idea. It gives us something to show in the screenshots for the store listing too.
[02:53] Daniel Okafor: How much new engineering is the new flow? My worry is the timeline.
[02:58] Mei Lin: Most of the screens already exist. The sample project is the new part. I would say about a week of front end work.
[03:06] Daniel Okafor: A week is fine if we start on Monday. The sample project data can be static for the first version.
[03:13] Priya Sharma: We decided: we ship the three screen onboarding with the sample project at launch. Mei, you own the final designs, and Daniel's team builds it.
[03:23] Mei Lin: Agreed. I will hand over the final designs and the copy by this Friday.
[03:28] Priya Sharma: Now the launch date. We had pencilled in the fourth of March. With the sync fix and the onboarding work, is that still realistic?
[03:38] Daniel Okafor: The sync fix lands next Thursday and the onboarding takes a week, then we need the store review. Apple usually takes two to three days. I would not bet on the fourth of March. The eleventh of March is realistic, with a few days of buffer.
[03:54] Arjun Rao: The eleventh works better for marketing as well. The fourth clashes with a big industry conference, and our announcement would get lost.
[04:03] Priya Sharma: Any objections to moving the launch to the eleventh of March?
[04:07] Mei Lin: None from me.
[04:09] Daniel Okafor: None. The eleventh it is.
[04:12] Priya Sharma: We decided: the launch date moves to Tuesday the eleventh of March. I will tell leadership and the support team today.
[04:20] Priya Sharma: Arjun, let's talk about marketing. What is the plan?
[04:24] Arjun Rao: Three parts. First, a launch post on our blog and the announcement e-mail to the waiting list, which has about eight thousand five hundred people on it. Second, a short demo video of sixty seconds. Third, a paid campaign on social media for the first two weeks. The budget I am asking for is twelve thousand dollars.
[04:45] Priya Sharma: Twelve thousand is more than we planned. We had ten thousand in the budget. What would the extra two thousand buy?
[04:52] Arjun Rao: It pays for a second round of ads aimed at small teams, which was our best converting group in the beta. If you want to keep it at ten thousand, I would cut the video production instead and record it ourselves.
[05:06] Priya Sharma: I would rather not cut the video. We agreed on ten thousand dollars now, and release the other two thousand if the first week's sign ups are above our target of one thousand five hundred.
[05:17] Arjun Rao: That works for me. I will set up the tracking so we can see the sign ups per channel from day one.
[05:24] Daniel Okafor: Please use the new analytics events for that. The old ones double count sign ups that come from the web.
[05:30] Arjun Rao: Good to know. Daniel, can someone from your team send me the list of the new events?
[05:35] Daniel Okafor: Yes, I will send it to you today.
[05:38] Mei Lin: For the video, I can make the storyboard. I want it to show the offline mode and the sample project, since those are the two things testers loved most.
[05:47] Arjun Rao: Perfect. Can you have the storyboard by Wednesday next week? Then we can record on Friday.
[05:52] Mei Lin: Wednesday is fine.
[05:55] Priya Sharma: Let's talk about pricing on the store page for a minute. Do we launch with the free plan and the pro plan, or just free?
[06:02] Arjun Rao: I would launch with both. Beta testers asked about pro features a lot, especially shared projects.
[06:08] Daniel Okafor: The payment flow is tested on iOS, but the Android in app purchase still has an open bug with refunds. I am not sure we can fix that before the eleventh.
[06:17] Priya Sharma: How bad is the refund bug?
[06:20] Daniel Okafor: A refund goes through, but the app keeps the pro features until the user signs out. It is not a money problem, it is a consistency problem.
[06:29] Priya Sharma: Then I do not want to decide pricing today without knowing more. That stays an open question. Daniel, can you find out by Monday whether the refund bug can be fixed in time?
[06:38] Daniel Okafor: Yes, I will have an answer by Monday.
[06:41] Priya Sharma: Thanks. Support is the last topic. Mei, you mentioned the help articles.
[06:46] Mei Lin: Yes. The support team asked for five help articles before launch: getting started, offline mode, inviting your team, billing, and deleting your account. I can write the first drafts of the getting started and offline articles.
[06:59] Arjun Rao: I can take inviting your team and billing. I have written most of that content for the website already.
[07:05] Priya Sharma: And I will write the one about deleting your account, since it needs the privacy wording from legal. All five drafts by the end of next week, please.
[07:13] Daniel Okafor: One more risk to mention. Our on call rotation for launch week only has two people. If the launch goes well and traffic is three times what we expect, two people is not enough.
[07:24] Priya Sharma: Good point. Can you add a third person to the rotation for launch week?
[07:28] Daniel Okafor: I will ask Sofia from the platform team. She knows the sync service well.
[07:33] Priya Sharma: Great. Let me go through what we agreed, so the notes are right. Decisions first. One, the offline sync crash is a launch blocker and gets fixed before launch. Two, we ship the new three screen onboarding with the sample project. Three, the launch date moves to Tuesday the eleventh of March. Four, the marketing budget is ten thousand dollars, with two thousand more if the first week beats one thousand five hundred sign ups.
[08:00] Mei Lin: And the video stays, recorded next Friday.
[08:03] Priya Sharma: Right, and the video stays. Now the action items. Daniel owns the sync fix in the release build by next Thursday, sends Arjun the list of new analytics events today, finds out by Monday whether the refund bug can be fixed, and asks Sofia to join the launch week rotation.
[08:21] Daniel Okafor: Got it.
[08:23] Priya Sharma: Mei delivers the final onboarding designs and copy by this Friday, the video storyboard by next Wednesday, and drafts of the getting started and offline mode help articles.
[08:34] Mei Lin: Yes.
[08:36] Priya Sharma: Arjun sets up the sign up tracking per channel, records the demo video next Friday, and drafts the help articles on inviting your team and billing.
[08:45] Arjun Rao: Yes, all clear.
[08:47] Priya Sharma: And I tell leadership and support about the new launch date today, and write the account deletion article with legal.
[08:55] Priya Sharma: The open question is pricing at launch: free only, or free and pro. We decide it on Monday once Daniel knows about the refund bug.
[09:04] Daniel Okafor: Should we meet again on Monday then?
[09:07] Priya Sharma: Yes, a short fifteen minute call on Monday at ten. I will send the invite.
[09:12] Arjun Rao: Sounds good. Thanks everyone.
[09:15] Mei Lin: Thanks, this was really useful. I will share the designs in the channel after the call.
[09:21] Priya Sharma: Thank you all. Great work on the beta, and let's make the eleventh a good launch.
`;
