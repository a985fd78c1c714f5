from datetime import datetime

from crontab import CronTab

for job in CronTab(user=True):
    print(job.command, job.schedule(date_from=datetime.now()).get_next())
