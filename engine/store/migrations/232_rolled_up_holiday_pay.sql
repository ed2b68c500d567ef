-- Rolled-up holiday pay (Working Time Regulations 1998 reg 16A, leave years from 1 April 2024): an irregular-hours or
-- part-year worker may be paid 12.07 % of their pay each pay period instead of being paid when leave is taken.
alter table leave_settings add column if not exists rolled_up_holiday_pay boolean not null default false;
