from history import recent_lines


def usage_report():
    return {"history": recent_lines(), "version": 2}
